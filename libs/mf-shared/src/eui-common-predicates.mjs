// Stands in for EUI's services/predicate/common_predicates.js, which imports all of moment (~19 KiB gzip) for
// isMoment and isDate. Components on every page use its isNil, and EuiBasicTable's date formatting its isDate, so the
// import pinned moment to the shared EUI chunk that every page loads. The same checks without moment:
// moment's own isDate, and its isMoment minus `instanceof Moment` (every moment object carries _isAMomentObject).
// Exports must stay EUI's (libs/mf-shared/test/eui-common-predicates.test.ts).
export const always = (_value) => true;
export const never = (_value) => false;
export const isUndefined = (value) => value === undefined;
export const isNull = (value) => value === null;
export const isNil = (value) => isUndefined(value) || isNull(value);
export const isMoment = (value) => value != null && value._isAMomentObject != null;
export const isDate = (value) => value instanceof Date || Object.prototype.toString.call(value) === '[object Date]';
export const isDateLike = (value) => isMoment(value) || isDate(value);
