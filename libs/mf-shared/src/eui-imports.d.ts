/** Value names the frontends import from '@elastic/eui', each with the files that import it. */
export declare function euiValueImports(): Map<string, string[]>;
/** The text libs/mf-shared/src/eui-subset.mjs should have. */
export declare function renderSubset(): string;
export declare const SUBSET_FILE: string;
