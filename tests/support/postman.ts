export type PostmanRequest = {method: string; url: {path: string[]}; body?: {raw?: string}};
export type PostmanItem = {name?: string; item?: PostmanItem[]; request?: PostmanRequest};

/** Every request of a Postman collection, folders flattened, in order. */
export function postmanRequests(items: PostmanItem[]): PostmanRequest[] {
  return items.flatMap((item) => (item.item ? postmanRequests(item.item) : item.request ? [item.request] : []));
}

/** A request as `METHOD /path`, the way an OpenAPI operation is named. */
export const postmanOperation = (request: PostmanRequest): string => `${request.method} /${request.url.path.join('/')}`;
