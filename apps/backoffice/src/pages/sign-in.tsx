import { zodResolver } from "@hookform/resolvers/zod";
import { staffEnrollBody, staffLoginBody } from "@parlay/contracts/backoffice";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError, api } from "../api.ts";
import { type Me, useSession } from "../session.tsx";
import { ErrorNote, Field } from "../ui/field.tsx";

type Login = z.input<typeof staffLoginBody>;
type Enroll = z.input<typeof staffEnrollBody>;
type Answer =
  | { step: "signed-in"; me: Me }
  | { step: "enroll"; enrollToken: string; otpauthUri: string; secret: string };

/** The QR code of the otpauthUri, drawn by the `qrcode` library as SVG. */
function QrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState("");
  useEffect(() => {
    QRCode.toString(uri, { type: "svg", margin: 1, width: 200 }).then(setSvg, () => setSvg(""));
  }, [uri]);
  return (
    <div
      className="qr"
      role="img"
      aria-label="QR code for the authenticator app"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made by the qrcode library from our own URI
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

function EnrollStep({ enroll }: { enroll: Extract<Answer, { step: "enroll" }> }) {
  const { setMe } = useSession();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Enroll>({
    resolver: zodResolver(staffEnrollBody),
    defaultValues: { enrollToken: enroll.enrollToken, newPassword: "", code: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await api<Answer>("POST", "/auth/enroll", values);
      if (done.step === "signed-in") setMe(done.me);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Could not finish the set-up");
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="enroll-title">
      <h1 id="enroll-title">Set up your account</h1>
      <p>
        Scan the code with an authenticator app (or type the secret), then choose a new password of at least
        12 characters.
      </p>
      <QrCode uri={enroll.otpauthUri} />
      <p>
        Secret: <code data-testid="totp-secret">{enroll.secret}</code>
      </p>
      <Field id="newPassword" label="New password" error={errors.newPassword}>
        <input
          id="newPassword"
          type="password"
          autoComplete="new-password"
          {...form.register("newPassword")}
        />
      </Field>
      <Field id="enroll-code" label="Code from the authenticator" error={errors.code}>
        <input id="enroll-code" inputMode="numeric" autoComplete="one-time-code" {...form.register("code")} />
      </Field>
      <ErrorNote error={error} />
      <button type="submit" disabled={form.formState.isSubmitting}>
        Finish set-up
      </button>
    </form>
  );
}

export function SignIn() {
  const { setMe } = useSession();
  const [enroll, setEnroll] = useState<Extract<Answer, { step: "enroll" }> | null>(null);
  const [needCode, setNeedCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Login>({
    resolver: zodResolver(staffLoginBody),
    defaultValues: { email: "", password: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await api<Answer>(
        "POST",
        "/auth/login",
        values.code ? values : { ...values, code: undefined },
      );
      if (answer.step === "enroll") setEnroll(answer);
      else setMe(answer.me);
    } catch (e) {
      if (e instanceof ApiError && e.code === "STAFF_CODE_REQUIRED") setNeedCode(true);
      else setError(e instanceof ApiError ? e.message : "Could not sign in");
    }
  });
  if (enroll) return <EnrollStep enroll={enroll} />;
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-title" className="sign-in">
      <h1 id="sign-in-title">Back office sign-in</h1>
      <Field id="email" label="E-mail" error={errors.email}>
        <input id="email" type="email" autoComplete="username" {...form.register("email")} />
      </Field>
      <Field id="password" label="Password" error={errors.password}>
        <input id="password" type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      {needCode && (
        <Field id="code" label="Code from the authenticator" error={errors.code}>
          <input id="code" inputMode="numeric" autoComplete="one-time-code" {...form.register("code")} />
        </Field>
      )}
      <ErrorNote error={error} />
      <button type="submit" disabled={form.formState.isSubmitting}>
        {needCode ? "Sign in" : "Continue"}
      </button>
    </form>
  );
}
