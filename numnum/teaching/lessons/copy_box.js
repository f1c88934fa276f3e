// "Start this lesson again": in the no-install site (JupyterLite), the lesson the pupil opens is
// the browser's own copy once it has been saved, and that copy wins over the teacher's newer
// version on the site.  This box offers the teacher's version again, and says when the site holds
// a newer one: the site's build writes each notebook's version into its metadata
// ("numnum_version") and into numnum-notebooks.json at the site's root (tools/lite/build.py); the
// copy keeps the version it was made from.  Outside the site (JupyterLab, Voila) the box shows
// nothing and fetches nothing.  Python gives the words (numnum/teaching/lessons/copy_box.py).

const NUMNUM_VERSION_KEY = "numnum_version";
const NUMNUM_VERSIONS = "numnum-notebooks.json";

// The site's root, where JupyterLite says it is (its page config); null outside the site.
function numnumSiteRoot() {
  const config = document.getElementById("jupyter-config-data");
  const root = config && config.dataset ? config.dataset.jupyterLiteRoot : undefined;
  if (typeof root !== "string") return null;
  return new URL(root.endsWith("/") ? root : root + "/", window.location.href);
}

function numnumContext(model) {
  try {
    const context = model.widget_manager && model.widget_manager.context;
    return context && typeof context.path === "string" && context.model ? context : null;
  } catch (e) {
    return null;
  }
}

function numnumCopyVersion(context) {
  const nb = context.model;
  if (typeof nb.getMetadata === "function") return nb.getMetadata(NUMNUM_VERSION_KEY);
  if (nb.metadata && typeof nb.metadata.get === "function") return nb.metadata.get(NUMNUM_VERSION_KEY);
  return undefined;
}

// The teacher's version, as the site serves it (files/<path>), in place of the copy; saved, so
// that the browser's copy is the teacher's version from now on.  The page then opens again: the
// new cells come without outputs and with their code shown, and the site's door (which runs a
// lesson, code hidden, when it opens) readies them as it readies every lesson.  The reload comes
// only after the save has finished: a reload during it would keep the pupil's old copy.
async function numnumRestore(context, root) {
  const path = context.path.split("/").map(encodeURIComponent).join("/");
  const answer = await fetch(new URL("files/" + path, root), { cache: "no-store" });
  if (!answer.ok) throw new Error(`${answer.status} ${answer.statusText}`);
  const notebook = await answer.json();
  if (!notebook || !Array.isArray(notebook.cells)) throw new Error("no notebook");
  context.model.fromJSON(notebook);
  await context.save();
  window.location.reload();
}

// The box appears at once (empty); what it says comes when the site's versions are read, so that
// a slow answer never holds up the lesson's other boxes.
function render({ model, el }) {
  const root = numnumSiteRoot();
  const context = numnumContext(model);
  if (root !== null && context !== null) numnumCopyBox(model, el, root, context);
}

async function numnumCopyBox(model, el, root, context) {
  let site;
  try {
    const answer = await fetch(new URL(NUMNUM_VERSIONS, root), { cache: "no-store" });
    if (!answer.ok) return;
    const versions = (await answer.json()).notebooks;
    site = versions ? versions[context.path] : undefined;
  } catch (e) {
    return;
  }
  if (typeof site !== "string") return;
  const words = model.get("words");
  const box = document.createElement("div");
  box.className = "numnum-copy";
  box.style.cssText = "margin:6px 0; font-size:16px";
  const newer = numnumCopyVersion(context) !== site;
  el.dataset.copy = newer ? "newer" : "same";
  const say = document.createElement("p");
  say.className = "numnum-copy-say";
  say.style.margin = "4px 0";
  const again = document.createElement("button");
  again.className = "numnum-copy-again jp-mod-styled";
  again.textContent = words.again;
  const ask = document.createElement("span");
  ask.hidden = true;
  const yes = document.createElement("button");
  yes.className = "numnum-copy-yes jp-mod-styled jp-mod-accept";
  yes.textContent = words.yes;
  const no = document.createElement("button");
  no.className = "numnum-copy-no jp-mod-styled";
  no.textContent = words.no;
  ask.append(" ", yes, " ", no);
  if (newer) {
    say.textContent = words.newer;
    say.classList.add("numnum-copy-newer");
  }
  again.addEventListener("click", () => {
    say.textContent = words.ask;
    again.hidden = true;
    ask.hidden = false;
  });
  no.addEventListener("click", () => {
    say.textContent = newer ? words.newer : "";
    again.hidden = false;
    ask.hidden = true;
  });
  yes.addEventListener("click", async () => {
    yes.disabled = no.disabled = true;
    say.textContent = words.opening;
    try {
      await numnumRestore(context, root); // the notebook (and this box with it) is the teacher's now
    } catch (e) {
      say.textContent = words.failed.replace("{why}", String(e && e.message ? e.message : e));
      yes.disabled = no.disabled = false;
    }
  });
  box.append(say, again, ask);
  el.appendChild(box);
}

export default { render };
