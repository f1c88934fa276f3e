// The teachers' panel's download links (numnum/teaching/desk/downloads.py).
//
// A link to a file in the kernel's folder cannot be an address on the server: JupyterLab,
// Notebook 7, Voilà and JupyterLite each serve files at another address, or not at all (Voilà
// serves no PDFs).  So the script asks the kernel for each file's bytes (by the number the kernel
// gave the file, never by a path), makes a blob URL of them in the browser, and the link downloads
// that blob under the file's name.  It decides nothing and shows only texts the kernel sent.

function entryRow(entry, texts) {
  const row = document.createElement("li");
  row.className = "numnum-file";
  const link = document.createElement("a");
  link.className = "numnum-download";
  link.dataset.file = String(entry.id);
  link.textContent = entry.name;
  link.setAttribute("download", entry.name);
  link.setAttribute("aria-disabled", "true");
  link.title = texts.waiting || "";
  row.appendChild(link);
  const what = document.createElement("span");
  what.className = "numnum-file-what";
  what.textContent = entry.what ? ` – ${entry.what}` : "";
  row.appendChild(what);
  if (entry.note) {
    const note = document.createElement("div");
    note.className = "numnum-file-note";
    note.textContent = entry.note;
    row.appendChild(note);
  }
  return row;
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "numnum-files";
  el.appendChild(root);
  const urls = new Map(); // the file's number -> this view's blob URL

  const forget = () => {
    for (const url of urls.values()) URL.revokeObjectURL(url);
    urls.clear();
  };

  const draw = () => {
    forget();
    root.replaceChildren();
    const entries = model.get("files");
    const texts = model.get("texts");
    root.hidden = entries.length === 0;
    if (!entries.length) return;
    const heading = document.createElement("div");
    heading.className = "numnum-files-heading";
    heading.textContent = model.get("heading");
    root.appendChild(heading);
    const list = document.createElement("ul");
    for (const entry of entries) list.appendChild(entryRow(entry, texts));
    root.appendChild(list);
    for (const entry of entries) model.send({ want: entry.id });
  };

  const receive = (msg, buffers) => {
    if (!msg || typeof msg.id !== "number") return;
    const link = root.querySelector(`a[data-file="${msg.id}"]`);
    if (!link || urls.has(msg.id)) return;
    if (msg.kind === "file" && buffers && buffers.length === 1) {
      const url = URL.createObjectURL(new Blob([buffers[0]], { type: msg.type || "application/octet-stream" }));
      urls.set(msg.id, url);
      link.href = url;
      link.removeAttribute("aria-disabled");
      link.title = "";
      link.dataset.ready = "yes";
    } else if (msg.kind === "error") {
      link.dataset.ready = "no";
      const why = document.createElement("div");
      why.className = "numnum-file-error";
      why.textContent = String(msg.text || "");
      link.parentElement.appendChild(why);
    }
  };

  model.on("change:files", draw);
  model.on("msg:custom", receive);
  draw();
  return () => {
    model.off("change:files", draw);
    model.off("msg:custom", receive);
    forget();
  };
}

export default { render };
