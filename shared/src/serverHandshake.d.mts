export declare const PUBLIC_CACHE_KEY: '__blogPublicCache';
export declare const DIRECT_API_KEY: '__blogDirectApi';

/** An answer as bytes: status, headers in order, body. */
export interface ReadyAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer<ArrayBuffer>;
}

export type RequestHeaders = Record<string, string | string[] | undefined>;

/** What the server reads of the public cache (the CMS keeps more on the same object). */
export interface PublicCacheHandle {
  /** A fresh cached answer for a GET, or null (a miss, a signed-in read). */
  lookup?: (url: string, headers: RequestHeaders) => ReadyAnswer | null;
}

export interface DirectApi {
  /** Whether the dispatch answers this request itself (router.ts's isDirect). */
  matches(method: string, pathname: string): boolean;
  handle(request: Request): Promise<ReadyAnswer>;
}

export declare function publicCache(): PublicCacheHandle | undefined;
export declare function directApi(): DirectApi | undefined;
export declare function offerDirectApi(api: DirectApi): void;
