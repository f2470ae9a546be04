import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_PAGE_REQUESTS, galleryInfoCall, type Banner } from '@topup/shared/contract';
import { useLocaleQuery } from '@topup/shared/storefront';
import { LoadingState, QueryView, Skeleton, SizedImage, StoreLink } from '@topup/shared/ui';
import styles from './BannerCarousel.module.css';

/**
 * Holds the carousel's place while it loads: the frame and the row of controls under it, at
 * their real sizes, so the page below does not jump when the banners arrive.
 */
export function BannerCarouselSkeleton() {
  return (
    <div className={styles.carousel}>
      <Skeleton className={styles.frame} height="auto" />
      <div className={styles.controls} />
    </div>
  );
}

/**
 * The home page's banners. The frame has a fixed ratio whatever the images, so nothing moves
 * while they load or when the slide changes; arrows, dots and the arrow keys switch slides, and
 * nothing moves by itself. The art carries no words: the title is text in the visitor's locale,
 * in a safe area on the left, while the art keeps its right side in view at every width.
 */
export function BannerCarousel({ label }: { label: string }) {
  const query = useLocaleQuery(galleryInfoCall, HOME_PAGE_REQUESTS.banners);
  return (
    <QueryView
      query={query}
      loading={
        <LoadingState>
          <BannerCarouselSkeleton />
        </LoadingState>
      }
      // Banners are decoration: when they fail, the rest of the page carries on without them.
      error={() => null}
      isEmpty={(banners) => banners.length === 0}
      empty={null}
    >
      {(banners) => <Slides banners={banners} label={label} />}
    </QueryView>
  );
}

function Slides({ banners, label }: { banners: Banner[]; label: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const count = banners.length;
  const show = (index: number) => setCurrent((index + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else return;
    event.preventDefault();
  }

  return (
    <section className={styles.carousel} aria-roledescription={t('catalog.home.carousel')} aria-label={label} onKeyDown={onKeyDown}>
      <div className={styles.frame}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription={t('catalog.home.slide')}
            aria-label={t('catalog.home.slideOf', { index: index + 1, total: count })}
            className={styles.slide}
            hidden={index !== current}
          >
            <StoreLink to={banner.link} className={styles.slideLink}>
              <SizedImage image={banner.image} alt={banner.title} eager={index === 0} className={styles.image} />
              {/* The words a sighted visitor reads; the image's alt already says them to a screen reader. */}
              <span className={styles.caption} aria-hidden="true">
                {banner.title}
              </span>
            </StoreLink>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        {count > 1 ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={t('catalog.home.previousSlide')} onClick={() => show(current - 1)} />
            <div className={styles.dots}>
              {banners.map((banner, index) => (
                <button
                  key={banner.id}
                  type="button"
                  className={styles.dot}
                  aria-label={t('catalog.home.slideOf', { index: index + 1, total: count })}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                />
              ))}
            </div>
            <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('catalog.home.nextSlide')} onClick={() => show(current + 1)} />
          </>
        ) : null}
      </div>
    </section>
  );
}
