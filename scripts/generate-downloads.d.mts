export declare const downloadsDir: string;
export declare const graphqlServices: readonly ['onboarding', 'workflow', 'invitation'];
export declare const downloadFiles: {openapi: string; postman: string; httpTrigger: string; graphql: Record<'onboarding' | 'workflow' | 'invitation', string>};
export declare function generateDownloads(): Promise<void>;
export declare function postmanCollection(openapi: string): Promise<unknown>;
