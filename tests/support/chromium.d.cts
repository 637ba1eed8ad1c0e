export declare function chromiumExecutable(env?: NodeJS.ProcessEnv): string | undefined;
export declare const chromiumArgs: string[];
export declare function chromiumLaunchOptions(): {executablePath: string | undefined; args: string[]};
