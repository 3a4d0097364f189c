// The recommendation form: symbol, four entries, five targets each with a colour, stop loss
// and percentage achieved. Errors appear after the first Publish, beside their fields.
import { useSelector } from "@xstate/react";
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import {
  type FieldError,
  type RecommendationFormActor,
  shownErrors,
} from "../../machines/admin/recommendationForm.machine";
import { FIELD_LIMITS } from "../../shared/fields";
import { TARGET_COLORS } from "../../shared/recommendation";
import { limitedInput } from "../common/FieldMessage";
import { TARGET_SWATCH } from "../dashboard/ExclusiveService";
import { Button } from "../kit/Button";
import { ErrorText, Field } from "../kit/Field";
import { numberInput } from "../kit/numberInput";
import { colors } from "../kit/styles";

const Form = styled("form")`
  display: grid;
  gap: 1rem;
  max-width: 56rem;
  margin-block-end: 2rem;
  padding: 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 0.9rem;
  background: ${colors.surface};
  h2 { margin: 0; font-size: 1.2rem; }
  fieldset { border: 0; padding: 0; margin: 0; min-width: 0; }
  legend { font-weight: 600; margin-block-end: 0.5rem; padding: 0; }
  .row { display: grid; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); gap: 0.75rem; align-items: start; }
  .target { display: grid; gap: 0.5rem; padding: 0.6rem; border: 1px solid ${colors.border}; border-radius: 0.6rem; }
  .swatch { display: inline-block; inline-size: 0.7rem; block-size: 0.7rem; border-radius: 50%; border: 1px solid ${colors.muted}; margin-inline-end: 0.35rem; }
  .submit { display: flex; align-items: center; gap: 1rem; }
  .hint { color: ${colors.muted}; font-size: 0.8rem; }
  .field { display: grid; gap: 0.3rem; }
`;

export function RecommendationForm(props: { form: RecommendationFormActor }) {
  const { LL } = useI18nContext();
  const F = LL.admin.form;
  const { form } = props;
  const values = useSelector(form, (s) => s.context.values);
  const errors = useSelector(form, shownErrors);
  const serverError = useSelector(form, (s) => s.context.serverError);
  const busy = useSelector(form, (s) => s.hasTag("busy"));
  const message = (e: FieldError | undefined) => (e ? F[e]() : null);
  const change = (path: string) => (e: { target: { value: string } }) =>
    form.send({ type: "field.change", path, value: e.target.value });

  const priceInput = (path: string, label: string, value: string) => {
    const error = message(errors[path]);
    const id = `rec-${path.replace(".", "-")}`;
    return (
      <div key={path} className="field">
        <Field>
          {label}
          <input
            id={id}
            {...numberInput()}
            value={value}
            aria-invalid={error ? "true" : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={change(path)}
          />
        </Field>
        {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
      </div>
    );
  };

  const symbolError = message(errors.symbol);
  return (
    <Form
      id="recommendation-form"
      noValidate
      aria-labelledby="form-title"
      onSubmit={(e) => {
        e.preventDefault();
        form.send({ type: "submit" });
      }}
    >
      <h2 id="form-title">{F.title()}</h2>
      <div className="row">
        <div className="field">
          <Field>
            {F.symbol()}
            <input
              id="rec-symbol"
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              value={values.symbol}
              {...limitedInput(FIELD_LIMITS.symbol, (value) =>
                form.send({ type: "field.change", path: "symbol", value }),
              )}
              aria-invalid={symbolError ? "true" : undefined}
              aria-describedby={symbolError ? "rec-symbol-error" : "rec-symbol-hint"}
              onChange={change("symbol")}
            />
          </Field>
          {symbolError ? (
            <ErrorText id="rec-symbol-error">{symbolError}</ErrorText>
          ) : (
            <span id="rec-symbol-hint" className="hint">
              {F.symbolHint()}
            </span>
          )}
        </div>
        {priceInput("stopLoss", F.stopLoss(), values.stopLoss)}
      </div>
      <fieldset>
        <legend>{F.entries()}</legend>
        <div className="row">{values.entries.map((v, i) => priceInput(`entries.${i}`, F.entry({ n: i + 1 }), v))}</div>
      </fieldset>
      <fieldset>
        <legend>{F.targets()}</legend>
        <div className="row">
          {values.targets.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five targets are positional
            <div className="target" key={i}>
              {priceInput(`targets.${i}`, F.target({ n: i + 1 }), v)}
              <Field>
                <span>
                  <span
                    className="swatch"
                    style={{ background: TARGET_SWATCH[values.targetColors[i] ?? "none"] }}
                    aria-hidden="true"
                  />
                  {F.color({ n: i + 1 })}
                </span>
                <select value={values.targetColors[i]} onChange={change(`targetColors.${i}`)}>
                  {TARGET_COLORS.map((c) => (
                    <option key={c} value={c}>
                      {F.colors[c]()}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="submit">
        <Button type="submit" $variant="primary" disabled={busy}>
          {busy ? F.saving() : F.submit()}
        </Button>
        <div role="alert">
          {serverError ? (
            <ErrorText>{serverError}</ErrorText>
          ) : Object.keys(errors).length > 0 ? (
            <ErrorText>{F.fixErrors()}</ErrorText>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
