export declare function emailKey(address: string): string;
