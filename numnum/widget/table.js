// The card table's script: show the HTML that Python drew, send clicks and keys back.
// It decides nothing: every rule lives in Python.

function settingsOf(root) {
  const values = {};
  for (const el of root.querySelectorAll("[data-setting]")) {
    values[el.dataset.setting] = el.type === "checkbox" ? el.checked : el.value;
  }
  return values;
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "nn-root";
  el.appendChild(root);
  let timer = null;
  let focusedKey = null;

  const send = (msg) => model.send({ ...msg, step: model.get("step") });

  const draw = () => {
    const active = document.activeElement;
    if (active && root.contains(active) && active.dataset && active.dataset.key) {
      focusedKey = active.dataset.key;
    }
    root.innerHTML = model.get("html");
    if (focusedKey) {
      const again = root.querySelector(`[data-key="${CSS.escape(focusedKey)}"]`);
      if (again && !again.disabled) again.focus({ preventScroll: true });
    }
    const dialog = root.querySelector(".nn-overlay .nn-primary, .nn-overlay button");
    if (dialog) dialog.focus({ preventScroll: true });
    clearTimeout(timer);
    const wait = model.get("bot_wait");
    if (wait >= 0) {
      timer = setTimeout(() => send({ action: "bot" }), wait);
    }
  };

  const act = (target) => {
    const action = target.dataset.action;
    const msg = { action };
    if (target.dataset.index !== undefined) msg.index = Number(target.dataset.index);
    if (target.dataset.card !== undefined) msg.card = target.dataset.card;
    if (action === "new_game") msg.settings = settingsOf(root);
    focusedKey = target.dataset.key || null;
    send(msg);
  };

  root.addEventListener("click", (event) => {
    const target = event.target.closest("button[data-action]");
    if (!target || !root.contains(target) || target.disabled) return;
    event.preventDefault();
    act(target);
  });

  root.addEventListener("change", (event) => {
    const target = event.target;
    if (target.dataset && target.dataset.rerender) {
      focusedKey = `setting-${target.dataset.setting}`;
      send({ action: "settings_change", settings: settingsOf(root) });
    }
  });

  root.addEventListener("keydown", (event) => {
    const target = event.target;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (target.matches && target.matches("input, select, textarea")) return;
    const key = event.key.toLowerCase();
    if (key === "arrowleft" || key === "arrowright") {
      const cards = [...root.querySelectorAll(".nn-hand button")];
      const at = cards.indexOf(document.activeElement);
      if (cards.length) {
        const next = at < 0 ? 0 : (at + (key === "arrowright" ? 1 : cards.length - 1)) % cards.length;
        cards[next].focus();
        event.preventDefault();
      }
      return;
    }
    if ((key === "enter" || key === " ") && target.matches && target.matches("button")) return;
    // a screen in the middle (pass the laptop, scores, resume) is modal: only its keys work
    const scope = root.querySelector(".nn-overlay") || root;
    const button = scope.querySelector(`button[data-shortcut="${CSS.escape(key)}"]:not([disabled])`);
    if (button) {
      event.preventDefault();
      act(button);
    }
  });
  root.tabIndex = -1;

  model.on("change:html", draw);
  model.on("change:bot_wait", draw);
  draw();
  return () => clearTimeout(timer);
}

export default { render };
