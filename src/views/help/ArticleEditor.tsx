// The admin's article editor: category, published, and the English and Arabic versions side by
// side (each in its own direction), with counters of the limits and a preview of the rendered
// Markdown. Errors show under their fields after the first Save.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import {
  type ArticleEditorActor,
  type ArticleEditorInput,
  articleEditorMachine,
  editorValues,
  fieldProblem,
  isSaving,
  serverError,
} from "../../machines/help/articleEditor.machine";
import { HELP_CATEGORIES, HELP_LIMITS, type HelpArticleAdmin, type HelpTextField, utf8Bytes } from "../../shared/help";
import { Button, ButtonRow } from "../kit/Button";
import { ErrorText, Field } from "../kit/Field";
import { Markdown } from "../kit/Markdown";
import { colors, radii } from "../kit/styles";

const Form = styled("form")`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  margin-block-end: 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  h2 { margin: 0; font-size: 1.15rem; }
  .top { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; }
  .check { display: flex; gap: 0.5rem; align-items: center; }
  .versions { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr)); }
  fieldset { border: 1px solid ${colors.border}; border-radius: ${radii.sm}; padding: 0.75rem; margin: 0; min-width: 0; display: grid; gap: 0.75rem; }
  legend { font-weight: 600; padding-inline: 0.3rem; }
  textarea {
    font: inherit;
    min-block-size: 14rem;
    padding: 0.5rem 0.65rem;
    border-radius: 0.5rem;
    border: 1px solid ${colors.border};
    background: ${colors.bg};
    color: ${colors.text};
    resize: vertical;
  }
  textarea[aria-invalid="true"] { border-color: ${colors.danger}; }
  textarea:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
  .count { color: ${colors.muted}; font-size: 0.8rem; }
  .hint { color: ${colors.muted}; font-size: 0.85rem; margin: 0; }
  .preview { border: 1px dashed ${colors.border}; border-radius: ${radii.sm}; padding: 0.5rem 0.75rem; }
`;

export function ArticleEditor(props: {
  input: ArticleEditorInput;
  onSaved: (a: HelpArticleAdmin) => void;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const texts = useRef(LL);
  texts.current = LL;
  const { onSaved, onClose } = props;
  const editor = useActorRef(
    articleEditorMachine.provide({
      actions: {
        saved: (_, { article }) => {
          toast.success(texts.current.help.editor.saved());
          onSaved(article);
        },
        closed: () => onClose(),
        focusFirstError: () =>
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>('#article-editor [aria-invalid="true"]')?.focus(),
          ),
      },
    }),
    { input: props.input, inspect },
  );
  const E = LL.help.editor;
  const values = useSelector(editor, editorValues);
  const busy = useSelector(editor, isSaving);
  const refused = useSelector(editor, serverError);
  const isNew = !("article" in props.input);
  return (
    <Form
      id="article-editor"
      aria-labelledby="article-editor-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        editor.send({ type: "save" });
      }}
    >
      <h2 id="article-editor-title">{isNew ? E.editorNew() : E.editorEdit()}</h2>
      <div className="top">
        <Field>
          {E.category()}
          <select
            value={values.category}
            onChange={(e) => editor.send({ type: "category.change", category: e.target.value })}
          >
            {HELP_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {LL.help.categories[c]()}
              </option>
            ))}
          </select>
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={values.published}
            onChange={(e) => editor.send({ type: "published.change", published: e.target.checked })}
          />
          {E.publishedField()}
        </label>
      </div>
      <p className="hint">{E.markdownHint()}</p>
      <div className="versions">
        <Version editor={editor} lang="en" />
        <Version editor={editor} lang="ar" />
      </div>
      {refused && !refused.field ? <ErrorText role="alert">{refused.message}</ErrorText> : null}
      <ButtonRow>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? E.saving() : E.save()}
        </Button>
        <Button type="button" $variant="ghost" disabled={busy} onClick={() => editor.send({ type: "cancel" })}>
          {E.cancel()}
        </Button>
      </ButtonRow>
    </Form>
  );
}

function Version({ editor, lang }: { editor: ArticleEditorActor; lang: "en" | "ar" }) {
  const { LL } = useI18nContext();
  const E = LL.help.editor;
  const [preview, setPreview] = useState(false);
  const dir = lang === "ar" ? "rtl" : "ltr";
  const titleField: HelpTextField = lang === "en" ? "titleEn" : "titleAr";
  const bodyField: HelpTextField = lang === "en" ? "bodyEn" : "bodyAr";
  const values = useSelector(editor, editorValues);
  const title = values[titleField];
  const body = values[bodyField];
  const refused = useSelector(editor, serverError);
  const titleProblem = useSelector(editor, (s) => fieldProblem(s, titleField));
  const bodyProblem = useSelector(editor, (s) => fieldProblem(s, bodyField));
  const F = LL.help.fields;
  const message = (field: HelpTextField, problem: string | null) => {
    if (refused?.field === field) return refused.message;
    const label = F[field]();
    if (problem === "required") return LL.help.errors.required({ field: label });
    if (problem === "too_long")
      return field.startsWith("title")
        ? LL.help.errors.titleTooLong({ field: label, max: HELP_LIMITS.title })
        : LL.help.errors.bodyTooLong({ field: label, max: HELP_LIMITS.bodyBytes / 1024 });
    if (problem === "forbidden_chars") return LL.help.errors.forbidden({ field: label });
    return null;
  };
  const titleError = message(titleField, titleProblem);
  const bodyError = message(bodyField, bodyProblem);
  const size = (utf8Bytes(body.trim()) / 1024).toFixed(1);
  const change = (field: HelpTextField) => (e: { target: { value: string } }) =>
    editor.send({ type: "field.change", field, value: e.target.value });
  return (
    <fieldset>
      <legend>{lang === "en" ? E.english() : E.arabic()}</legend>
      <Field>
        {F[titleField]()}
        <input
          lang={lang}
          dir={dir}
          value={title}
          maxLength={HELP_LIMITS.title + 20}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={`${titleField}-count${titleError ? ` ${titleField}-error` : ""}`}
          onChange={change(titleField)}
        />
      </Field>
      <span className="count" id={`${titleField}-count`}>
        {E.titleCount({ count: title.trim().length, max: HELP_LIMITS.title })}
      </span>
      {titleError ? <ErrorText id={`${titleField}-error`}>{titleError}</ErrorText> : null}
      <Field>
        {F[bodyField]()}
        <textarea
          lang={lang}
          dir={dir}
          value={body}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={`${bodyField}-count${bodyError ? ` ${bodyField}-error` : ""}`}
          onChange={change(bodyField)}
        />
      </Field>
      <span className="count" id={`${bodyField}-count`}>
        {E.bodySize({ size, max: HELP_LIMITS.bodyBytes / 1024 })}
      </span>
      {bodyError ? <ErrorText id={`${bodyField}-error`}>{bodyError}</ErrorText> : null}
      <div>
        <Button type="button" $variant="ghost" aria-expanded={preview} onClick={() => setPreview(!preview)}>
          {preview ? E.hidePreview() : E.preview()}
        </Button>
      </div>
      {preview ? (
        <div className="preview" lang={lang} dir={dir} data-testid={`preview-${lang}`}>
          {body.trim() ? <Markdown source={body} /> : <span className="count">{E.previewEmpty()}</span>}
        </div>
      ) : null}
    </fieldset>
  );
}
