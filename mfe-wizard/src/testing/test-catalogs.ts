import en from '../messages/en.json';
import laterEn from '../messages/later/en.json';
import laterUr from '../messages/later/ur.json';
import ur from '../messages/ur.json';

// The wizard's catalog is split for the browser (step 1's words, and the later words lazyWithWords fetches); a test
// renders a page, step or component alone, so it is given all of the wizard's words in its language.
export const WIZ_EN = { ...en, ...laterEn };
export const WIZ_UR = { ...ur, ...laterUr };
