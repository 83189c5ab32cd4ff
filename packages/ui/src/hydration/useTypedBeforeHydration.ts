import { useLayoutEffect, type RefObject } from 'react';

/**
 * Text typed into a server-rendered field before React took it over: React leaves it on the
 * screen but not in the state, so the field's next render would wipe it (react#26974). It is
 * passed to `onChange` as if typed now, when React takes the field over.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: string, onChange: (text: string) => void): void {
  useLayoutEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
    // Once, when the field is taken over: from then on React hears every keystroke.
  }, []);
}
