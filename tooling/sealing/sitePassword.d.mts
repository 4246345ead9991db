export const DEMO_PASSWORD: string;
export function sitePassword(): string;
export function usingDemoPassword(): boolean;
export const DEMO_SHARES: string;
export function siteShares(password: string): string;
