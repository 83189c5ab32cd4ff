import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { TextField } from '@travel/ui/booking';
import { useDebouncedValue } from '@travel/ui/search';
import { SEARCH_MAX } from './listUrl';

/** The list asks again once typing pauses this long. */
const SEARCH_DELAY_MS = 300;

export interface SearchBoxProps {
  label: string;
  hint: string;
  /** The search the list shows now (from its URL). */
  value: string;
  /** Typing has paused on a new search. */
  onSearch: (text: string) => void;
}

/** A list's search box: what is typed goes to the URL once typing pauses; Back or a link puts the URL's search back in the box. */
export function SearchBox({ label, hint, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  // Only what the agent typed is sent: not the box catching up with a URL that changed.
  const typed = useRef(false);

  // The URL's search changed (Back, a link, "Clear", or this box's own search): the box shows it, unless it is what is being typed.
  useEffect(() => {
    typed.current = false;
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  useEffect(() => {
    if (typed.current && settled === text && settled.trim() !== value) onSearch(settled.trim());
  }, [settled, text, value, onSearch]);

  return (
    <TextField
      path="q"
      type="search"
      label={label}
      hint={hint}
      value={text}
      onValue={(next) => {
        typed.current = true;
        setText(next);
      }}
      maxLength={SEARCH_MAX}
      autoComplete="off"
      spellCheck={false}
      className="list-search"
      adornment={<Search aria-hidden="true" size={18} className="list-search-icon" />}
    />
  );
}
