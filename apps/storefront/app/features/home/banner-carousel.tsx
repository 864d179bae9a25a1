import { CAROUSEL, formatMessage, LABELS, type TemplateSection } from "@odin/contracts";
import { type CSSProperties, type FocusEvent, startTransition, useEffect, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../ui/icons";
import { Link } from "../../ui/link";
import { usePrefersReducedMotion } from "./use-reduced-motion";

type Slides = Extract<TemplateSection, { type: "banner_carousel" }>["slides"];

/** Pixel size of the desktop banner images (8:3). */
export const BANNER_SIZE = { width: 1600, height: 600 } as const;

/**
 * Hero banner carousel: advances every 5 s with a 600 ms slide, pauses on hover, on focus, with the
 * pause button, and (until the user presses play) when reduced motion is preferred. Only the visible
 * slide can take focus. The first slide's image loads eagerly with high priority (it is the LCP).
 */
export function BannerCarousel({ slides, priority = true }: { slides: Slides; priority?: boolean }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [mounted, setMounted] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => startTransition(() => setMounted(true)), []);
  useEffect(() => {
    if (reducedMotion) setUserPaused(true);
  }, [reducedMotion]);

  const playing = count > 1 && !userPaused;
  const running = playing && mounted && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), CAROUSEL.bannerAutoScrollMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const go = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const trackStyle = {
    transform: `translateX(-${index * 100}%)`,
    "--banner-transition": `${CAROUSEL.bannerTransitionMs}ms`,
  } as CSSProperties;

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={LABELS.shell.featured}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="banner__viewport">
        <div className="banner__track" style={trackStyle} aria-live={running ? "off" : "polite"}>
          {slides.map((slide, position) => {
            const visible = position === index;
            const eager = position === 0 || (mounted && position === (index + 1) % count) || visible;
            return (
              // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern (a slide is a named group)
              <div
                key={`${slide.url}|${slide.image}`}
                className="banner__slide"
                role="group"
                aria-roledescription={LABELS.shell.slide}
                aria-label={formatMessage.slidePosition(position + 1, count)}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                <Link className="banner__link" href={slide.url}>
                  <img
                    className="banner__image"
                    src={slide.image}
                    alt={slide.alt}
                    width={BANNER_SIZE.width}
                    height={BANNER_SIZE.height}
                    loading={eager ? "eager" : "lazy"}
                    fetchPriority={position === 0 && priority ? "high" : undefined}
                    decoding={position === 0 ? "sync" : "async"}
                  />
                  <span className="banner__caption">
                    <span className="banner__title">{slide.title}</span>
                    {slide.subtitle ? <span className="banner__subtitle">{slide.subtitle}</span> : null}
                  </span>
                </Link>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="banner__controls">
          <button
            type="button"
            className="banner__button"
            aria-label={playing ? LABELS.shell.pauseSlideshow : LABELS.shell.playSlideshow}
            onClick={() => setUserPaused((paused) => !paused)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className="banner__button"
            aria-label={LABELS.shell.previousSlide}
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <ul className="banner__dots">
            {slides.map((slide, position) => (
              <li key={`${slide.url}|${slide.image}`}>
                <button
                  type="button"
                  className="banner__dot"
                  aria-label={`${LABELS.shell.slideDot} ${formatMessage.slidePosition(position + 1, count)}`}
                  aria-current={position === index ? "true" : undefined}
                  onClick={() => go(position)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="banner__button"
            aria-label={LABELS.shell.nextSlide}
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
