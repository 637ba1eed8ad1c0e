import type {Page} from '@playwright/test';

export type FirstLoadFile = {url: string; type: 'script' | 'stylesheet'; raw: number; gzip: number};
export type FirstLoad = {files: FirstLoadFile[]; requests: string[]; raw: number; gzip: number};

export declare const firstLoadPages: {type: string; path: string}[];
export declare function measureFirstLoad(page: Page, url: string): Promise<FirstLoad>;
