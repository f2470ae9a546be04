import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CategoryCard } from '@topup/shared/contract';
import { searchPath } from '@topup/shared/search';
import { Skeleton, SizedImage } from '@topup/shared/ui';
import styles from './GameGrid.module.css';

/** A game's own page (/act/{suffix}) when it has one, else the search for its name. */
export function gamePath(game: CategoryCard): string {
  return game.linkSuffix ? `/act/${game.linkSuffix}` : searchPath(game.name);
}

/** Games as tiles: icon, name and a "hot" badge, from three columns on a phone to eight. */
export function GameGrid({ games, eagerCount = 0 }: { games: readonly CategoryCard[]; eagerCount?: number }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid}>
      {games.map((game, index) => (
        <li key={game.id}>
          <Link to={gamePath(game)} className={styles.tile}>
            <SizedImage image={game.icon} alt="" eager={index < eagerCount} className={styles.icon} />
            <span className={styles.name}>{game.name}</span>
            {game.hot ? <span className={styles.hot}>{t('catalog.hot')}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function GameGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.tile}>
          <Skeleton aspectRatio="1 / 1" className={styles.icon} />
          <Skeleton height={16} width="70%" />
        </li>
      ))}
    </ul>
  );
}
