import { useId, useState } from "react";
import type { CaptchaChallenge } from "../http/client.ts";
import { AltchaWidget } from "./altcha.tsx";
import { CloseButton, Modal } from "./modal.tsx";

export interface CaptchaTexts {
  title: string;
  /** Shown for code 100: a captcha is needed now. */
  required: string;
  /** Shown for 111, 112, 113: the last answer was wrong, expired or used; solve a new one. */
  again: string;
  cancel: string;
  close: string;
  loadFailed: string;
}

/**
 * The captcha challenge of spec 000 §8 as a dialog: the widget solves, and the verified payload
 * goes back to the HTTP client, which repeats the refused request with it. Closing cancels the
 * request (close, 499). Shared by the shell and the registration remote; texts come as props.
 */
export function CaptchaDialog({
  challenge,
  language,
  texts,
  onDone,
}: {
  challenge: CaptchaChallenge | null;
  language: string;
  texts: CaptchaTexts;
  onDone: (payload: string | null) => void;
}) {
  const titleId = useId();
  const textId = useId();
  const [failed, setFailed] = useState(false);
  return (
    <Modal
      open={challenge !== null}
      onClose={() => onDone(null)}
      labelledBy={titleId}
      describedBy={textId}
      className="captcha"
    >
      <CloseButton label={texts.close} onClick={() => onDone(null)} />
      <h2 id={titleId}>{texts.title}</h2>
      <p id={textId} role="alert">
        {challenge?.captchaCode === 100 ? texts.required : texts.again}
      </p>
      {challenge ? (
        failed ? (
          <p role="alert" className="form-error">
            {texts.loadFailed}
          </p>
        ) : (
          <AltchaWidget
            challengeUrl={challenge.challengeUrl}
            language={language}
            onVerified={(payload) => onDone(payload)}
            onLoadError={() => setFailed(true)}
          />
        )
      ) : null}
      <p className="modal__actions">
        <button type="button" className="button" onClick={() => onDone(null)}>
          {texts.cancel}
        </button>
      </p>
    </Modal>
  );
}
