import {onDemand} from './onDemand';

export type OpenApiSections = typeof import('./openApiSections');

/**
 * The REST operation pages' schema sections (parameters, request body, responses) with the OpenAPI theme's schema
 * rendering, loaded when a reader first uses one. The server bundle uses openApiSectionsLoader.server.ts instead.
 */
export const openApiSections = onDemand<OpenApiSections>(() => import('./openApiSections'));
