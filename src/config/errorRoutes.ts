/** Where the error reference lives; client-safe (no file system), shared by the generator, config and components. */
export const errorTypeBase = 'https://docs.onramp.example/errors/';
export const errorsRoute = '/errors';
export const errorRoute = (slug: string): string => `${errorsRoute}/${slug}`;
/** `invalid_trigger_secret` → `invalid-trigger-secret`: a problem code's type slug. */
export const problemSlug = (code: string): string => code.replace(/_/g, '-');
