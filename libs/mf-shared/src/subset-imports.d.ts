/** Packages shared as the subset the portal uses: subset file name, where the names come from, header comment. */
export declare const SUBSETS: Record<
  string,
  { file: string; source: string; resolveTo?: () => string; why: string[]; deferred?: Record<string, string[]> }
>;
/** webpack resolve.alias entries for subset sources a package's "exports" map would refuse. */
export declare function subsetAliases(): Record<string, string>;
/** Value names the frontends import from `pkg`, each with the files that import it. */
export declare function valueImports(pkg: string): Map<string, string[]>;
/** Each file of `pkg`'s subset (libs/mf-shared/src/*-subset.mjs, then its deferred chunks) -> the text it should have. */
export declare function renderSubset(pkg: string): Record<string, string>;
/** Absolute path of `pkg`'s subset file. */
export declare function subsetFile(pkg: string): string;
