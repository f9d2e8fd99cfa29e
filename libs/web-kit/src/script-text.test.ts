import { scriptTextProps, SCRIPT_CLASS } from './script-text';

describe('scriptTextProps', () => {
  it('when the script is written in Urdu letters, then it reads right to left as Urdu whatever the voice', () => {
    expect(scriptTextProps('نیا آفر! صرف 99 روپے میں', 'english')).toEqual({
      dir: 'rtl',
      lang: 'ur',
      className: SCRIPT_CLASS,
    });
  });

  it('when an Arabic-script script starts with digits or punctuation, then the first letter still decides', () => {
    expect(scriptTextProps('50% رعایت', 'arabic').dir).toBe('rtl');
    expect(scriptTextProps('50% rayat', 'urdu').dir).toBe('ltr');
  });

  it('when Roman Urdu is typed for an Urdu voice, then it stays left to right', () => {
    expect(scriptTextProps('Naya offer sirf 99 rupay mein', 'urdu')).toEqual({ dir: 'ltr', className: SCRIPT_CLASS });
  });

  it('when the field is empty, then the language decides where the caret starts', () => {
    expect(scriptTextProps('', 'urdu')).toMatchObject({ dir: 'rtl', lang: 'ur' });
    expect(scriptTextProps('', 'punjabi')).toMatchObject({ dir: 'rtl', lang: 'pa-Arab' });
    expect(scriptTextProps('   ', 'english').dir).toBe('ltr');
    expect(scriptTextProps('')).toMatchObject({ dir: 'ltr' });
  });
});
