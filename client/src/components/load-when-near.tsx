import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";

/** How close to the screen (in px) a part's code starts loading. */
const NEAR_SCREEN_MARGIN = "400px";

/**
 * A part of the page (a form, mostly) whose code loads only when it is about to be used: when it comes
 * near the screen, or at once when the visitor focuses, taps or submits inside it. It is server-rendered
 * like the rest of the page, so it shows straight away; in the browser React hydrates it when its code
 * arrives (selective hydration). Its code (a form library, a validation library) stays out of the page's
 * start-up, where it would block the main thread of a phone (docs/benchmarks.md, total blocking time).
 *
 * The wrapper says `data-ready` once the part is hydrated (browser tests wait for it).
 */
export function loadWhenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactNode {
  let startNow: () => void = () => {};
  let loaded = false;
  const wanted = new Promise<void>((resolve) => {
    // The server renders everything at once.
    if (typeof document === "undefined") resolve();
    startNow = resolve;
  });
  const Lazy = lazy(() =>
    wanted.then(load).then((Component) => {
      loaded = true;
      return {
        default: function Ready(props: P & { wrapper: React.RefObject<HTMLDivElement | null> }) {
          const { wrapper, ...own } = props;
          useEffect(() => {
            wrapper.current?.setAttribute("data-ready", "true");
          }, [wrapper]);
          return <Component {...(own as P)} />;
        },
      };
    }),
  );

  return function LoadWhenNear(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const wrapper = ref.current;
      if (!wrapper) return;
      // Native listeners: React holds back its own events inside a part it has not hydrated yet.
      const onSubmit = (event: Event) => {
        // Before its code has arrived a form would submit itself to the page's URL: hold it back.
        if (!loaded) event.preventDefault();
        startNow();
      };
      wrapper.addEventListener("focusin", startNow);
      wrapper.addEventListener("pointerdown", startNow);
      wrapper.addEventListener("submit", onSubmit, true);
      // The wrapper has no box (display: contents): watch what it holds.
      const content = wrapper.firstElementChild;
      const observer =
        content && typeof IntersectionObserver !== "undefined"
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && startNow(), {
              rootMargin: NEAR_SCREEN_MARGIN,
            })
          : undefined;
      if (observer && content) observer.observe(content);
      else startNow();
      return () => {
        wrapper.removeEventListener("focusin", startNow);
        wrapper.removeEventListener("pointerdown", startNow);
        wrapper.removeEventListener("submit", onSubmit, true);
        observer?.disconnect();
      };
    }, []);
    return (
      // `contents`: the wrapper takes no box of its own, so the part lays out as if it were not there.
      <div ref={ref} className="contents">
        <Suspense fallback={null}>
          <Lazy {...props} wrapper={ref} />
        </Suspense>
      </div>
    );
  };
}
