export const ssrDirOf: (dist: string) => string;
export function recordSealing(dist: string, password: string): void;
export function sealingNotice(dist: string, address: string): string[];
