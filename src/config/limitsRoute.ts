/** The limits page and its rows' anchors; client-safe (no limits data), for components that link a limit they were given. */
export const limitsRoute = '/limits';
export const limitHref = (id: string): string => `${limitsRoute}#${id}`;
