export declare const DEMO_ADMIN_PASSWORD: 'admin123';
export declare const MIN_PASSWORD_SCORE: number;
export declare const MIN_SECRET_BITS: number;
export declare function secretBits(value: string): number;
export declare function adminPasswordProblem(
  password: string | undefined,
  others?: { email?: string; secret?: string },
): string | null;
export declare function secretProblem(secret: string | undefined): string | null;
export declare function productionProblems(vars: Record<string, string | undefined>): string[];
export declare function refusalMessage(problems: string[]): string;
export declare function sharedSecretProblem(vars: Record<string, string | undefined>): string | null;
export declare function newsletterConfirmEnabled(vars: Record<string, string | undefined>): boolean;
