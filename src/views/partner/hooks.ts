// Local actors of the partner screens, created with their app side effects bound: the
// paged loader (failures to the console; a 401 is the session machines' to tell) and the image
// download. The toast text is read when it fires, so it follows the language on screen.

import { useActorRef, useSelector } from "@xstate/react";
import { type RefObject, useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { fromPromise, type PromiseActorLogic } from "xstate";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { downloadMachine } from "../../machines/partner/download.machine";
import {
  type Page,
  type PagedLoaderActor,
  type PagedLoaderMachine,
  type PageInput,
  type PageParams,
  pagedLoaderMachine,
} from "../../machines/partner/pagedLoader.machine";
import { saveFile } from "../kit/saveFile";
import { useImageFootnote, useSimulatedStamp } from "../market/SimulatedBadge";
import { type ExportOptions, saveElementAsPng } from "./exportImage";

function useLatestLL(): RefObject<TranslationFunctions> {
  const { LL } = useI18nContext();
  const ref = useRef(LL);
  ref.current = LL;
  return ref;
}

export function usePagedLoader<T>(
  fetchPage: PromiseActorLogic<Page<T>, PageInput>,
  options: { params?: PageParams; failureMessage?: string } = {},
): PagedLoaderActor<T> {
  // One machine definition for every screen: @xstate/react recreates the actor whenever the
  // machine's config changes, so the definition must not be rebuilt on each render.
  const machine = (pagedLoaderMachine as unknown as PagedLoaderMachine<T>).provide({
    actors: { fetchPage },
    actions: {
      logFailure: (_, { error }) => {
        // A request cancelled because the screen moved on is not a failure.
        if ((error as Error | undefined)?.name === "AbortError") return;
        console.error(options.failureMessage ?? "Partner calendar request failed", error);
      },
    },
  });
  const actor = useActorRef(machine, {
    input: { params: options.params ?? {} },
    inspect,
  }) as unknown as PagedLoaderActor<T>;
  // The first load, once mounted (and again after a strict-mode remount).
  useEffect(() => {
    actor.send({ type: "reload" });
  }, [actor]);
  return actor;
}

export interface LoaderView<T> {
  items: T[];
  firstItems: T[] | null;
  page: number;
  totalPages: number;
  loading: boolean;
  loaded: boolean;
  canPrevious: boolean;
  canNext: boolean;
}

/** One selector per value, as the views read them. */
export function useLoaderView<T>(actor: PagedLoaderActor<T>): LoaderView<T> {
  return {
    items: useSelector(actor, (s) => s.context.items),
    firstItems: useSelector(actor, (s) => s.context.firstItems),
    page: useSelector(actor, (s) => s.context.page),
    totalPages: useSelector(actor, (s) => s.context.totalPages),
    loading: useSelector(actor, (s) => s.hasTag("loading")),
    loaded: useSelector(actor, (s) => s.context.loaded),
    canPrevious: useSelector(actor, (s) => s.can({ type: "page.previous" })),
    canNext: useSelector(actor, (s) => s.can({ type: "page.next" })),
  };
}

/** A file the server makes (the weekly report's PDF), fetched and saved, one at a time. A refusal
 * is said in the server's words (busy, no renderer), else in `failed`'s. */
export function useServerFile(
  make: () => Promise<{ file: Blob; name: string }>,
  failed: (LL: TranslationFunctions, error: unknown) => string,
) {
  const LL = useLatestLL();
  const latest = useRef(make);
  latest.current = make;
  const actor = useActorRef(
    downloadMachine.provide({
      actors: {
        save: fromPromise(async () => {
          const { file, name } = await latest.current();
          saveFile(file, name);
        }),
      },
      actions: {
        saveFailed: (_, { error }) => {
          console.error("File download failed", error);
          toast.error(failed(LL.current, error));
        },
      },
    }),
    { inspect },
  );
  return {
    canDownload: useSelector(actor, (s) => s.can({ type: "download" })),
    busy: useSelector(actor, (s) => s.hasTag("busy")),
    download: () => actor.send({ type: "download" }),
  };
}

export function useDownload(target: RefObject<HTMLElement | null>, options: ExportOptions) {
  const LL = useLatestLL();
  // Simulated figures say so in the image too (read at the moment of the export).
  const stamp = useRef<string | null>(null);
  stamp.current = useSimulatedStamp();
  const footnote = useRef("");
  footnote.current = useImageFootnote();
  const actor = useActorRef(
    downloadMachine.provide({
      actors: {
        save: fromPromise(async () => {
          if (!target.current) throw new Error("nothing to export");
          await saveElementAsPng(target.current, { ...options, stamp: stamp.current, footnote: footnote.current });
        }),
      },
      actions: {
        saveFailed: (_, { error }) => {
          console.error("Image export failed", error);
          toast.error(LL.current.partner.downloadFailed());
        },
      },
    }),
    { inspect },
  );
  const canDownload = useSelector(actor, (s) => s.can({ type: "download" }));
  return { canDownload, download: () => actor.send({ type: "download" }) };
}
