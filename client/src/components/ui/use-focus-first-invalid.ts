import { useCallback, useEffect, useRef, useState } from 'react';

/** One field's problem, named by the field's label: the error summary reads 'Label: message'. */
export interface FieldProblem {
  label: string;
  message: string;
}

/** A submit the form's own checks refused; counted, so that the same problems twice are announced twice. */
export interface Refusal {
  attempt: number;
  problems: readonly FieldProblem[];
}

const INVALID = '[aria-invalid="true"]:not(:disabled)';

/**
 * WCAG 3.3.1 and 2.4.3 after a submit the form's own checks refused (issue 14): once the
 * errors are on screen, the first invalid field in page order takes focus, and the
 * refusal is kept for the form's `<ErrorSummary>`, which announces every problem.
 *
 *   const { formRef, ...checks } = useFocusFirstInvalid();
 *   if (found) return checks.refuse(problemsOf(errors, labels));  // or refuse() when the form's alert says it
 *   checks.accept();
 *   <form ref={formRef}><ErrorSummary refusal={checks.refusal} />...
 *
 * (`formRef` is taken apart from the rest: React's lint reads any property of an object
 * holding a ref, as `checks.refusal` would be, as reading the ref during render.)
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  // After the commit that rendered the errors: their fields carry aria-invalid by then.
  useEffect(() => {
    if (refusal) formRef.current?.querySelector<HTMLElement>(INVALID)?.focus();
  }, [refusal]);

  const refuse = useCallback((problems: readonly FieldProblem[] = []) => {
    setRefusal((last) => ({ attempt: (last?.attempt ?? 0) + 1, problems }));
  }, []);
  const accept = useCallback(() => setRefusal(null), []);
  return { formRef, refusal, refuse, accept };
}

/** A form's field errors as problems, in the order of `labels` (the fields' order on the page). */
export function problemsOf<Name extends string>(
  errors: Partial<Record<NoInfer<Name>, string | null | undefined>>,
  labels: Record<Name, string>,
): FieldProblem[] {
  return (Object.keys(labels) as Name[]).flatMap((name) => {
    const message = errors[name];
    return message ? [{ label: labels[name], message }] : [];
  });
}
