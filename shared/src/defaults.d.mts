export declare const DEFAULT_PORT: 3000;
export declare const DEFAULT_DATA_DIR: 'data';
export declare const DEFAULT_HOST: '0.0.0.0';
export declare const DEFAULT_ADMIN_EMAIL: 'admin@example.com';
export declare function portFrom(vars: Record<string, string | undefined>): number;
export declare function localOrigin(port?: number | string): string;
