import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { readSearchHistory, rememberSearch, searchPath } from '@topup/shared/search';
import styles from './Header.module.css';

export interface SearchBoxProps {
  /** On a phone the box opens from its icon: shown then, with the caret in it. */
  open: boolean;
  /** Closes the phone's box (after a search, or by its close button). */
  onClose(): void;
}

/** The header's search: remembers what the visitor searched and offers it again as suggestions. */
export function SearchBox({ open, onClose }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const historyId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [keyword, setKeyword] = useState('');
  const [history, setHistory] = useState(readSearchHistory);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!keyword.trim()) return;
    setHistory(rememberSearch(keyword));
    navigate(searchPath(keyword));
    onClose();
  }

  return (
    <form
      role="search"
      id="shell-search"
      className={open ? `${styles.search} ${styles.searchOpen}` : styles.search}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) onClose();
      }}
    >
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {t('nav.search')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className={styles.searchInput}
        placeholder={t('nav.search')}
        value={keyword}
        list={historyId}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setKeyword(event.target.value)}
      />
      <datalist id={historyId}>
        {history.map((item) => (
          <option key={item} value={item} />
        ))}
      </datalist>
      <button type="submit" className={styles.searchButton}>
        {t('nav.searchButton')}
      </button>
    </form>
  );
}
