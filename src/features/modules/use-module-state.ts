import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { fullModuleId } from '@/content/catalogue';
import { useContent } from '@/content/use-content';
import { paths, slideFromSearch, type ModuleStage } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useTrack } from '../outbox';
import { progressStores } from '../progress';
import type { ModuleAddress, ModuleInfo, ModulePlace } from './ModuleContext';
import { useModuleProgress } from './use-module-progress';

type Milestone = 'slidesComplete' | 'quizPassed';

/**
 * The one owner of a module page's state: the current slide, this module's progress and
 * the moves between stages. Parts of the page read and change it through useModule().
 */
export function useModuleState({ lang, resourceType, position, code, stage }: ModuleAddress): { info: ModuleInfo; place: ModulePlace } {
  const text = useContent(lang).modules[code];
  const fullId = fullModuleId(code);
  const progress = useModuleProgress(fullId, resourceType, position);
  const { recordSlide, finishSlides: completeSlides, passQuiz: recordPass } = progress;
  const track = useTrack();
  const [, navigate] = useLocation();
  const base = useRouteBase();
  // Reopening a module resumes at the furthest slide reached, or the one a link asks for (?slide=n):
  // read on every render until the first press, as hydration draws the prerendered first slide
  // (no progress, no search) and the device's own arrive in the render after.
  const search = useSearch();
  const resume = slideFromSearch(search, text.slides.length) ?? progress.entry.slide;
  const [chosen, setChosen] = useState<number | null>(null);
  const current = chosen ?? resume;
  // The slide the page opened at (or a link moved it to): the section page's "continue" returns
  // there even before a press; each press after records its own slide (selectSlide).
  const [openedAt, setOpened] = useState<number | null>(null);
  const opened = openedAt ?? resume;
  // The slide shown before a press, kept by the press as the one the page opened at.
  const shownBefore = useRef(resume);
  useEffect(() => {
    shownBefore.current = resume;
  });
  // A link to another slide of this module while it is open (a search result) moves there.
  const [linked, setLinked] = useState(search);
  if (linked !== search) {
    setLinked(search);
    const asked = slideFromSearch(search, text.slides.length);
    if (asked !== undefined) {
      setChosen(asked);
      setOpened(asked);
    }
  }
  const onSlides = stage === 'slides';
  // Not from hydration's render: it drew the slide the build did, before this device's progress.
  const hydrated = useHydrated();
  useEffect(() => {
    if (onSlides && hydrated) void progressStores.recordVisit(resourceType, { position, slide: opened });
  }, [onSlides, hydrated, resourceType, position, opened]);
  const [moved, setMoved] = useState(false);

  const goTo = useCallback(
    (next: ModuleStage) => {
      setMoved(true);
      navigate(paths.module.href(base, resourceType, position, next));
    },
    [navigate, base, resourceType, position],
  );

  const selectSlide = useCallback(
    (index: number) => {
      setChosen(index);
      setOpened((at) => at ?? shownBefore.current);
      recordSlide(index);
      if (stage !== 'slides') goTo('slides');
    },
    [recordSlide, stage, goTo],
  );

  // Module milestones go to the track call as moduleProgress (spec §7), through the outbox.
  const milestone = useCallback(
    (event: Milestone) => track({ moduleProgress: { fullModuleId: fullId, resourceType, event } }),
    [track, fullId, resourceType],
  );

  const finishSlides = useCallback(() => {
    completeSlides();
    milestone('slidesComplete');
    setChosen(0);
    goTo('summary');
  }, [completeSlides, milestone, goTo]);

  const passQuiz = useCallback(() => {
    recordPass();
    milestone('quizPassed');
  }, [recordPass, milestone]);

  const { entry } = progress;
  const info = useMemo<ModuleInfo>(
    () => ({ lang, resourceType, position, code, stage, fullId, text, selectSlide, finishSlides, passQuiz, goTo, moved }),
    [lang, resourceType, position, code, stage, fullId, text, selectSlide, finishSlides, passQuiz, goTo, moved],
  );
  const place = useMemo<ModulePlace>(() => ({ current, entry }), [current, entry]);
  return { info, place };
}
