// Types of module-order.mjs, for the server's unit test that runs it.
export declare const MODULE_ORDER: readonly string[];
export declare function sourceFiles(srcRoot: string): string[];
export declare function moduleOf(srcRoot: string, file: string): string;
export declare function crossModuleImports(srcRoot: string, files: string[], read?: (file: string) => string): string[];
export declare function judge(imports: string[], known: string[], order?: readonly string[]): string[];
