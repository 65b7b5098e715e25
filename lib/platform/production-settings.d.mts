export function isProductionDeployment(env?: Record<string, string | undefined>): boolean;
export const EMBEDDED_IN_PRODUCTION: string;
export function productionProblems(env?: Record<string, string | undefined>): string[];
