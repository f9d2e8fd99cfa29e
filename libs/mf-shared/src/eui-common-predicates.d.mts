export declare const always: (value: unknown) => boolean;
export declare const never: (value: unknown) => boolean;
export declare const isUndefined: (value: unknown) => boolean;
export declare const isNull: (value: unknown) => boolean;
export declare const isNil: (value: unknown) => boolean;
export declare const isMoment: (value: unknown) => boolean;
export declare const isDate: (value: unknown) => boolean;
export declare const isDateLike: (value: unknown) => boolean;
