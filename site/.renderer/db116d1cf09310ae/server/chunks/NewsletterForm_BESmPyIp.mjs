import { e as createAstro, f as createComponent, m as maybeRenderHead, h as addAttribute, r as renderTemplate, s as spreadAttributes, k as renderComponent } from './astro/server_CwJKRyWl.mjs';
import 'piccolore';
import 'clsx';
import { f as formatPublicDate, a as $$Icon } from './BaseLayout_CivO3FVa.mjs';
import { E as EN } from './config_D23xK3ia.mjs';
import { jsx, jsxs } from 'react/jsx-runtime';
import { useState, useRef, useCallback, useEffect, useId } from 'react';
import { A as API_BASE_PATH, T as TOAST_DURATION_MS } from './constants_D8e4qDw1.mjs';

const ERROR_CODES = {
  ALREADY_SUBSCRIBED: "ALREADY_SUBSCRIBED"};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function checkNewsletterEmail(raw) {
  const email = raw.trim().toLowerCase();
  return email.length > 0 && email.length <= 254 && EMAIL.test(email) ? { ok: true, email } : { ok: false, message: EN.newsletter.invalidEmail };
}

const $$Astro$3 = createAstro("http://127.0.0.1:34697");
const $$Avatar = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$3, $$props, $$slots);
  Astro2.self = $$Avatar;
  const { name, src, size = 40 } = Astro2.props;
  const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]?.toUpperCase() ?? "").join("") || "?";
  const hue = [...name].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 360, 7);
  return renderTemplate`${src ? renderTemplate`${maybeRenderHead()}<img class="avatar"${addAttribute(src, "src")}${addAttribute(name, "alt")}${addAttribute(size, "width")}${addAttribute(size, "height")}${addAttribute(`--avatar-size:${size}px`, "style")} loading="lazy" decoding="async">` : renderTemplate`<span class="avatar avatar--initials"${addAttribute(`--avatar-size:${size}px;--avatar-hue:${hue}`, "style")} role="img"${addAttribute(name, "aria-label")}>${initials}</span>`}`;
}, "/work/wt-incr/site/src/components/Avatar.astro", void 0);

const $$Astro$2 = createAstro("http://127.0.0.1:34697");
const $$CategoryBadge = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$2, $$props, $$slots);
  Astro2.self = $$CategoryBadge;
  const { name, slug } = Astro2.props;
  return renderTemplate`${name && slug && renderTemplate`${maybeRenderHead()}<a class="badge"${addAttribute(`/?category=${encodeURIComponent(slug)}`, "href")}>${name}</a>`}`;
}, "/work/wt-incr/site/src/components/CategoryBadge.astro", void 0);

const $$Astro$1 = createAstro("http://127.0.0.1:34697");
const $$CoverImage = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$1, $$props, $$slots);
  Astro2.self = $$CoverImage;
  const { src, alt, title, eager = false, narrow, class: className } = Astro2.props;
  const hue = [...title].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 360, 11);
  const img = {
    class: ["cover", className].filter(Boolean).join(" "),
    alt,
    width: 1200,
    height: 675,
    loading: eager ? "eager" : "lazy",
    fetchpriority: eager ? "high" : void 0,
    decoding: eager ? "sync" : "async"
  };
  return renderTemplate`${src && narrow && narrow !== src ? renderTemplate`${maybeRenderHead()}<picture><source media="(max-width: 40rem)"${addAttribute(narrow, "srcset")} type="image/webp" width="640" height="360"><img${addAttribute(src, "src")}${spreadAttributes(img)}></picture>` : src ? renderTemplate`<img${addAttribute(src, "src")}${spreadAttributes(img)}>` : renderTemplate`<span${addAttribute(["cover cover--placeholder", className], "class:list")}${addAttribute(`--cover-hue:${hue}`, "style")} aria-hidden="true"><span>${title.trim().charAt(0).toUpperCase()}</span></span>`}`;
}, "/work/wt-incr/site/src/components/CoverImage.astro", void 0);

const $$Astro = createAstro("http://127.0.0.1:34697");
const $$PostMeta = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$PostMeta;
  const { date, readingTime, viewCount, class: className } = Astro2.props;
  const formatted = formatPublicDate(date);
  return renderTemplate`${maybeRenderHead()}<div${addAttribute(["post-meta", className], "class:list")}> ${formatted && renderTemplate`<time${addAttribute(date ?? void 0, "datetime")}>${formatted}</time>`} ${readingTime !== void 0 && renderTemplate`<span class="post-meta__item"> ${renderComponent($$result, "Icon", $$Icon, { "name": "clock", "size": 14 })} ${EN.site.minRead(readingTime)} </span>`} ${viewCount !== void 0 && renderTemplate`<span class="post-meta__item"> ${renderComponent($$result, "Icon", $$Icon, { "name": "eye", "size": 14 })} ${EN.site.views(viewCount)} </span>`} </div>`;
}, "/work/wt-incr/site/src/components/PostMeta.astro", void 0);

const isRecord = (value) => typeof value === "object" && value !== null;
function serverError(body) {
  if (!isRecord(body)) return {};
  const error = isRecord(body.error) ? body.error : {};
  const code = typeof error.code === "string" ? error.code : void 0;
  const message = typeof error.message === "string" && error.message.trim() || typeof body.message === "string" && body.message.trim() || void 0;
  return { ...code ? { code } : {}, ...message ? { message } : {} };
}
async function subscribe(email, source, fetchImpl) {
  let response;
  try {
    response = await fetchImpl(`${API_BASE_PATH}/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email, source })
    });
  } catch {
    return { kind: "error", message: EN.newsletter.genericError };
  }
  const body = await response.json().catch(() => null);
  const { code, message } = serverError(body);
  if (response.status === 409 || code === ERROR_CODES.ALREADY_SUBSCRIBED) return { kind: "already" };
  if (response.ok && !(isRecord(body) && body.success === false)) return { kind: "subscribed" };
  return { kind: "error", message: message ?? EN.newsletter.genericError };
}

function ToastRegion({ toasts, onDismiss }) {
  return /* @__PURE__ */ jsx("div", { className: "toasts", "aria-live": "polite", children: toasts.map((toast) => /* @__PURE__ */ jsxs("div", { className: `toast toast--${toast.kind}`, role: toast.kind === "error" ? "alert" : "status", children: [
    /* @__PURE__ */ jsx("span", { className: "toast__message", children: toast.message }),
    /* @__PURE__ */ jsx("button", { type: "button", className: "toast__close", "aria-label": EN.islands.dismiss, onClick: () => onDismiss(toast.id), children: /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "×" }) })
  ] }, toast.id)) });
}

let nextId = 1;
function useToasts() {
  const [toasts, setToasts] = useState([]);
  const timers = useRef(/* @__PURE__ */ new Map());
  const dismiss = useCallback((id) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(
    (kind, message) => {
      const id = nextId++;
      setToasts((list) => [...list, { id, kind, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS[kind])
      );
    },
    [dismiss]
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return { toasts, show, dismiss };
}

function NewsletterForm({ source, variant = "sidebar", fetchImpl }) {
  const [email, setEmail] = useState("");
  const [phase, setPhase] = useState("idle");
  const { toasts, show, dismiss } = useToasts();
  const inputId = useId();
  const panelRef = useRef(null);
  useEffect(() => {
    if (phase === "subscribed") panelRef.current?.focus();
  }, [phase]);
  const onSubmit = async (event) => {
    event.preventDefault();
    if (phase !== "idle") return;
    const checked = checkNewsletterEmail(email);
    if (!checked.ok) {
      show("error", checked.message);
      return;
    }
    setPhase("submitting");
    const outcome = await subscribe(checked.email, source, fetchImpl ?? fetch);
    if (outcome.kind === "subscribed") {
      show("success", EN.newsletter.success);
      setPhase("subscribed");
      return;
    }
    if (outcome.kind === "already") show("info", EN.newsletter.alreadySubscribed);
    else show("error", outcome.message);
    setPhase("idle");
  };
  const submitting = phase === "submitting";
  return /* @__PURE__ */ jsxs("div", { className: `newsletter newsletter--${variant}`, children: [
    phase === "subscribed" ? /* @__PURE__ */ jsxs("div", { className: "newsletter__success", ref: panelRef, tabIndex: -1, children: [
      /* @__PURE__ */ jsx("p", { className: "newsletter__success-title", children: EN.islands.subscribedTitle }),
      /* @__PURE__ */ jsx("p", { children: EN.islands.subscribedText })
    ] }) : /* @__PURE__ */ jsxs("form", { className: "newsletter__form", method: "post", noValidate: true, onSubmit, "aria-busy": submitting || void 0, children: [
      /* @__PURE__ */ jsx("label", { className: "visually-hidden", htmlFor: inputId, children: EN.islands.emailLabel }),
      /* @__PURE__ */ jsx(
        "input",
        {
          id: inputId,
          className: "newsletter__input",
          type: "email",
          name: "email",
          required: true,
          autoComplete: "email",
          placeholder: EN.islands.emailPlaceholder,
          value: email,
          onChange: (event) => setEmail(event.target.value),
          readOnly: submitting
        }
      ),
      /* @__PURE__ */ jsx("button", { type: "submit", className: "button button--primary newsletter__submit", "aria-disabled": submitting || void 0, children: submitting ? EN.islands.subscribing : EN.islands.subscribe })
    ] }),
    /* @__PURE__ */ jsx(ToastRegion, { toasts, onDismiss: dismiss })
  ] });
}

export { $$Avatar as $, NewsletterForm as N, $$CategoryBadge as a, $$PostMeta as b, $$CoverImage as c };
