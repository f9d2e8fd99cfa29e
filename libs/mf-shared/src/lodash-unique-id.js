// EUI's theme package takes one function from the lodash barrel (`import { uniqueId } from 'lodash'`), which pulls
// all of lodash (~25 KB gzip) into the shared EUI chunk; this stands in for the barrel for that one importer.
module.exports = { uniqueId: require('lodash/uniqueId') };
