import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { EuiFieldSearch, EuiFormRow, EuiIcon, EuiPanel } from '@elastic/eui';
import { css } from '@emotion/css';
import { suggestCities } from './city-search';
import { useWizT } from '../../messages';
import { useNames } from '../../messages/reference';

/** Suggestions stay open this long after focus leaves, so a click on one still lands. */
export const BLUR_CLOSE_MS = 150;

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  max-height: 320px;
  overflow-y: auto;
  li {
    padding: 6px 12px;
    cursor: pointer;
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  li[aria-selected='true'] {
    background: #e6f1fa;
  }
`;

export interface CitySearchProps {
  selected: readonly string[];
  onToggle(id: string): void;
}

/** Spec §2 city search: a combobox with up to 8 suggestions, keyboard up/down/enter/escape. */
export function CitySearch({ selected, onToggle }: CitySearchProps) {
  const t = useWizT();
  const names = useNames();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const listId = useId();
  const suggestions = suggestCities(query, names);
  const shown = open && suggestions.length > 0;
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (id: string) => {
    onToggle(id);
    setQuery('');
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const n = suggestions.length || 1;
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : (a - 1 + n) % n));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (shown && suggestions[active]) choose(suggestions[active].id);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  return (
    <EuiFormRow label={t('wiz.search.label')} fullWidth>
      <div style={{ position: 'relative' }}>
        <EuiFieldSearch
          fullWidth
          placeholder={t('wiz.search.placeholder')}
          data-testid="city-search"
          value={query}
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown ? `${listId}-${active}` : undefined}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
          }}
          onKeyDown={onKeyDown}
          incremental
        />
        {shown && (
          <EuiPanel paddingSize="none" hasShadow style={{ position: 'absolute', zIndex: 1000, width: '100%' }}>
            <ul id={listId} role="listbox" aria-label={t('wiz.search.suggestions')} className={listCss}>
              {suggestions.map((c, i) => (
                <li
                  key={c.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(c.id)}
                >
                  <span>
                    {names.city(c.id)}
                    <small style={{ marginInlineStart: 4 }}>
                      {t('wiz.common.parens', { text: names.province(c.province) })}
                    </small>
                  </span>
                  {selected.includes(c.id) && <EuiIcon type="check" aria-label={t('wiz.search.selected')} />}
                </li>
              ))}
            </ul>
          </EuiPanel>
        )}
      </div>
    </EuiFormRow>
  );
}
