export declare const GROUPS: Record<string, string[]>;
export declare const FACADE_FILE: string;
export declare function groupKey(group: string): string;
export declare function groupFile(group: string): string;
/** File path -> the text it should have. */
export declare function renderFiles(): Record<string, string>;
export declare function unassigned(): { missing: string[]; unused: string[] };
