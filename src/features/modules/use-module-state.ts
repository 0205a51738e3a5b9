import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { fullModuleId } from '@/content/catalogue';
import { useContent } from '@/content/use-content';
import { paths, slideFromSearch, type ModuleStage } from '@/lib/paths';
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
  // Reopening a module resumes at the furthest slide reached, or the one a link asks for (?slide=n).
  const search = useSearch();
  const [current, setCurrent] = useState(() => slideFromSearch(search, text.slides.length) ?? progress.entry.slide);
  // The slide the page opened at (or a link moved it to): the section page's "continue" returns
  // there even before a press; each press after records its own slide (selectSlide).
  const [opened, setOpened] = useState(current);
  // A link to another slide of this module while it is open (a search result) moves there.
  const [linked, setLinked] = useState(search);
  if (linked !== search) {
    setLinked(search);
    const asked = slideFromSearch(search, text.slides.length);
    if (asked !== undefined) {
      setCurrent(asked);
      setOpened(asked);
    }
  }
  const onSlides = stage === 'slides';
  useEffect(() => {
    if (onSlides) void progressStores.recordVisit(resourceType, { position, slide: opened });
  }, [onSlides, resourceType, position, opened]);
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
      setCurrent(index);
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
    setCurrent(0);
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
