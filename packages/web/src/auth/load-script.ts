/**
 * Loads a classic script once per URL. The fingerprint helper and the identity provider's one-tap
 * client both define globals, so they are plain scripts rather than modules. A failed load is
 * forgotten so a later call may try again.
 */
const loaded = new Map<string, Promise<void>>();

export function loadScriptOnce(src: string): Promise<void> {
  const known = loaded.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loaded.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loaded.set(src, promise);
  return promise;
}
