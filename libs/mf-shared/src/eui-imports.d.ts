/** Value names the frontends import from '@elastic/eui', each with the files that import it. */
export declare function euiValueImports(): Map<string, string[]>;
