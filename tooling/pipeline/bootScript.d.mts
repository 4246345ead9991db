export function compileBootScript(): Promise<string>;
