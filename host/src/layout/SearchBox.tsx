import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { readSearchHistory, rememberSearch, searchPath } from '@topup/shared/search';
import styles from './Header.module.css';

/** The header's search: remembers what the visitor searched and offers it again as suggestions. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const historyId = useId();
  const [keyword, setKeyword] = useState('');
  const [history, setHistory] = useState(readSearchHistory);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!keyword.trim()) return;
    setHistory(rememberSearch(keyword));
    navigate(searchPath(keyword));
  }

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {t('nav.search')}
      </label>
      <input
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
