export const DEMO_PASSWORD: string;
export function sitePassword(): string;
export function usingDemoPassword(): boolean;
