"""KinaPlayApp: the tabs, the global keys, help, the command palette, screenshots.

The app owns what is shared (checkpoints, which engine runs, deterministic
mode); each panel owns its keys, its workers and its messages.  Nothing in
``kina_play.storylm0`` or ``kina_play.compiler`` imports this package.
"""

from __future__ import annotations

import os
import sys
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

from textual import on
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.notifications import SeverityLevel
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Input, Label, Markdown, Static, TabbedContent, TabPane
from textual.containers import Vertical, VerticalScroll

from ..env_vars import switch
from .messages import CheckpointsChanged, CompileProgress
from .panels import CheckPanel, DecodePanel, Panel, ProgramsPanel, RolloutPanel, TrainPanel
from .panels.base import describe_error
from .state import ENGINES, MODEL_TITLES, MODELS, Checkpoints, StoryLM1

if TYPE_CHECKING:
    from ..storylm0.checks import Suite

DETERMINISTIC_ENV = "KINA_PLAY_DETERMINISTIC"
"""Set to 1 for snapshot tests and screenshots: times masked, no toasts, no blinking."""

TABS: tuple[tuple[str, str], ...] = (
    ("programs", "1 Programs"),
    ("decode", "2 Decode"),
    ("train", "3 Train"),
    ("rollout", "4 Rollout"),
    ("check", "5 Check"),
)

GLOBAL_HELP = """\
# Kina Play

A playground for **Kina** programs compiled through MLIR to a native `.so`, and
for **StoryLM-0** — a 2-head, 4-wide, 8-word transformer — decoding, training
and rolling out through that `.so`. Every number on screen comes from the
engine's records; the app computes no model math.

| key | does |
|---|---|
| `1` … `5` | Programs · Decode · Train · Rollout · Check |
| `M` | model: StoryLM-0 ↔ StoryLM-1 (Decode, Train, Rollout) |
| `w` | the narrated walkthrough (`→`/`enter` next, `←` back, `esc` ends) |
| `ctrl+p` | command palette (every main action) |
| `f12` | save an SVG screenshot |
| `f1` / `?` | this help |
| `q` | quit |
| `esc` | leave a text field or the editor (then the keys above work again) |

"""


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,q,f1,question_mark", "dismiss", "Close")]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            yield Markdown(self.text)
            yield Label("esc closes", classes="dim")

    def on_screen_resume(self) -> None:
        self.query_one("#help-box", VerticalScroll).scroll_home(animate=False)  # each `?` opens at the top


class PathScreen(ModalScreen[str | None]):
    """Ask for a checkpoint path."""

    BINDINGS = [Binding("escape", "dismiss_none", "Cancel")]

    def compose(self) -> ComposeResult:
        with Vertical(id="path-box"):
            yield Label("Load a checkpoint (a directory with trained_manifest.json + trained_checkpoint.npz):")
            yield Input(placeholder="path/to/checkpoint", id="path-input")

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)


class KinaPlayApp(App[int]):
    """The Kina Play playground."""

    CSS_PATH = "app.tcss"
    TITLE = "Kina Play"
    ENABLE_COMMAND_PALETTE = True

    BINDINGS = [
        Binding("1", "show_tab('programs')", "Programs", show=False),
        Binding("2", "show_tab('decode')", "Decode", show=False),
        Binding("3", "show_tab('train')", "Train", show=False),
        Binding("4", "show_tab('rollout')", "Rollout", show=False),
        Binding("5", "show_tab('check')", "Check", show=False),
        Binding("f1,question_mark", "help", "Help"),
        Binding("w", "walkthrough", "Tour"),
        Binding("f12", "save_screenshot", "Screenshot", show=False),
        Binding("M", "toggle_model", "Model", show=False),
        Binding("escape", "leave_field", "Leave field", show=False),
        Binding("q", "quit_app", "Quit"),
    ]

    def __init__(
        self,
        files: Sequence[str | Path] | None = None,
        *,
        walkthrough: bool = False,
        demo: bool = False,
        engine: str = "compiled",
        deterministic: bool | None = None,
        check_suite_factory: Callable[[], Suite] | None = None,
        save_dir: str | Path | None = None,
        screenshot_dir: str | Path | None = None,
        demo_delay: float | None = None,
        train_pace_ms: int | None = None,
        initial_tab: str = "programs",
        model: str = "storylm0",
    ) -> None:
        super().__init__()
        if engine not in ENGINES:
            raise ValueError(f"engine: expected one of {ENGINES}, got {engine!r}")
        self.files = [Path(f) for f in files] if files else None
        self.engine_kind = engine
        self.deterministic = (
            deterministic if deterministic is not None else switch(DETERMINISTIC_ENV)
        )
        self.check_suite_factory = check_suite_factory
        self.save_dir = Path(save_dir) if save_dir else Path("build") / "checkpoint"  # the CLI's `train --out` default (gitignored)
        self.screenshot_dir = Path(screenshot_dir) if screenshot_dir else Path(".")
        self.start_walkthrough = walkthrough or demo
        self.demo = demo
        self.demo_delay = demo_delay
        self.train_pace_ms = train_pace_ms
        if initial_tab not in dict(TABS):
            raise ValueError(f"initial_tab: expected one of {[t for t, _ in TABS]}, got {initial_tab!r}")
        self.initial_tab = initial_tab
        if model not in MODELS:
            raise ValueError(f"model: expected one of {MODELS}, got {model!r}")
        self.model = model
        """Which model Decode, Train and Rollout show (``M`` toggles)."""
        self.storylm1 = StoryLM1()
        self.checkpoints = Checkpoints()
        self.notices: list[tuple[str, str, str]] = []
        """Every notification (severity, title, message), toasts or not — tests read it."""
        self._shown: set[str] = set()
        self.compile_log: list[str] = []
        """Every compile step the compiler reported (tests read it; the screen shows the latest)."""
        self._build_mode: str | None = None
        self._compile_status: Static | None = None

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static("", id="model-line")
        with TabbedContent(id="tabs", initial=self.initial_tab):
            for tab_id, title in TABS:
                with TabPane(title, id=tab_id):
                    yield self._make_panel(tab_id)
        self._compile_status = Static("", id="compile-status")
        yield self._compile_status
        yield Footer()

    def _make_panel(self, tab_id: str) -> Panel:
        if tab_id == "programs":
            return ProgramsPanel(self.files, id="programs-panel")
        if tab_id == "decode":
            return DecodePanel(id="decode-panel")
        if tab_id == "train":
            return TrainPanel(id="train-panel")
        if tab_id == "rollout":
            return RolloutPanel(id="rollout-panel")
        return CheckPanel(id="check-panel")

    def on_mount(self) -> None:
        from ..compiler import driver, workers

        # Every compile of this process runs in a worker process: a build
        # holds the GIL for its whole length, which would freeze the screen.
        self._build_mode = workers.set_mode("process")
        driver.add_progress_listener(self._compile_step)
        if self.deterministic:
            self.animation_level = "none"
        self._apply_model()
        self._activate(self.initial_tab)
        if self.start_walkthrough:
            self.call_after_refresh(self.action_walkthrough)

    def on_unmount(self) -> None:
        from ..compiler import driver, workers

        driver.remove_progress_listener(self._compile_step)
        if self._build_mode is not None:
            workers.set_mode(self._build_mode)

    def _compile_step(self, step: object) -> None:
        """From a build thread: hand the step to the event loop (post_message is thread-safe)."""
        self.post_message(CompileProgress(str(step), getattr(step, "phase", ""), getattr(step, "index", 0),
                                          getattr(step, "total", 0)))

    def on_compile_progress(self, event: CompileProgress) -> None:
        self.compile_log.append(event.line)
        line = self._compile_status
        if line is None or not line.is_mounted:
            return
        finished = event.phase != "compiling" and event.index >= event.total
        line.update(event.line)
        # time-dependent, like toasts: never in deterministic screenshots
        line.display = not finished and not self.deterministic

    def panel(self, tab_id: str) -> Panel:
        return self.query_one(f"#{tab_id}-panel", Panel)

    @property
    def active_tab(self) -> str:
        return self.query_one("#tabs", TabbedContent).active

    @on(TabbedContent.TabActivated)
    def _tab_activated(self, event: TabbedContent.TabActivated) -> None:
        if event.tabbed_content.id == "tabs" and event.pane.id:
            self._activate(event.pane.id)

    def _activate(self, tab_id: str) -> None:
        from .walkthrough import Walkthrough

        panel = self.panel(tab_id)
        tour = self.query(Walkthrough)
        # The panel's own screen, not self.screen: a key typed right after the tab key (``2?``) may
        # have pushed the help screen already, and focusing a widget below it from there left the
        # help with its focus under it, deaf to esc.
        if tour:
            tour.first().screen.set_focus(tour.first())  # the tour keeps the keys while it runs
        elif not isinstance(panel.screen.focused, Input) or panel.screen.focused not in panel.query(Input):
            # set_focus is immediate (Widget.focus is deferred): the next key already goes to the panel
            panel.screen.set_focus(panel.focus_target())
        if tab_id not in self._shown:
            self._shown.add(tab_id)
            panel.first_shown()

    # ------------------------------------------------------------------ actions

    def action_show_tab(self, tab_id: str) -> None:
        tabs = self.query_one("#tabs", TabbedContent)
        if tabs.active != tab_id:
            tabs.active = tab_id
        self._activate(tab_id)

    def action_leave_field(self) -> None:
        """``esc`` in a text field gives the keys back to the panel (the editor
        handles its own ``esc``; a dialog's ``esc`` closes it first)."""
        if isinstance(self.focused, Input):
            self.screen.set_focus(self.panel(self.active_tab).focus_target())

    def action_toggle_model(self) -> None:
        self.set_model(MODELS[(MODELS.index(self.model) + 1) % len(MODELS)])

    def set_model(self, model: str) -> None:
        """Show ``model`` in Decode, Train and Rollout (each keeps its state per model)."""
        if model not in MODELS:
            raise ValueError(f"model: expected one of {MODELS}, got {model!r}")
        self.model = model
        self._apply_model()
        self._activate(self.active_tab)

    def _apply_model(self) -> None:
        lm1 = self.model == "storylm1"
        for tab_id, _ in TABS:
            panel = self.panel(tab_id)
            # only a panel with a StoryLM-1 view swaps to it: Programs and Check are shared, and
            # marking them hid their widgets while their keys (e, ctrl+s) still edited and saved
            panel.set_class(lm1 and bool(panel.query(".lm1-view")), "-lm1")
        self.refresh_bindings()  # the footer drops (or brings back) the StoryLM-0 panels' keys
        line = self.query_one("#model-line", Static)
        # StoryLM-0 is the default: no line, so its screens stay as they were
        line.display = lm1
        line.update(f"model {MODEL_TITLES[self.model]} · M switches to StoryLM-0 · Programs and Check are shared")

    def action_quit_app(self) -> None:
        self.exit(0)

    def action_help(self) -> None:
        if isinstance(self.screen, HelpScreen):
            return
        if not self.is_screen_installed("help"):
            # built once and kept: laying out its Markdown took about half a second on every `?`
            text = GLOBAL_HELP + "\n".join(f"- {self.panel(t).HELP}" for t, _ in TABS)
            self.install_screen(HelpScreen(text), "help")
        self.push_screen("help")

    def action_save_screenshot(self) -> None:
        try:
            self.screenshot_dir.mkdir(parents=True, exist_ok=True)
            path = self.save_screenshot(path=str(self.screenshot_dir))
        except OSError as e:
            self.notify(describe_error(e), title="screenshot", severity="error")
            return
        self.notify(f"saved {path}", title="screenshot")

    def action_walkthrough(self) -> None:
        from .walkthrough import Walkthrough

        existing = self.query(Walkthrough)
        if existing:
            existing.first().focus()
            return
        tour = Walkthrough(demo=self.demo, delay=self.demo_delay)
        self.screen.mount(tour, before=self.query_one(Footer))
        tour.focus()

    def action_load_checkpoint(self) -> None:
        def loaded(path: str | None) -> None:
            if path:
                self.load_checkpoint_path(path)

        self.push_screen(PathScreen(), loaded)

    def load_checkpoint_path(self, path: str) -> str | None:
        try:
            name = self.checkpoints.load_path(path)
        except Exception as e:  # CheckpointError, OSError …: shown, never raised
            self.notify(describe_error(e), title="checkpoint", severity="error", timeout=10)
            return None
        self.broadcast_checkpoints(name)
        self.notify(f"loaded {path} as '{name}'", title="checkpoint")
        return name

    def broadcast_checkpoints(self, select: str | None = None) -> None:
        for tab_id, _ in TABS:
            self.panel(tab_id).post_message(CheckpointsChanged(select))

    def run_panel_action(self, tab_id: str, action: str) -> None:
        """Switch to a tab and run one of its actions (command palette, tour)."""
        self.action_show_tab(tab_id)
        getattr(self.panel(tab_id), f"action_{action}")()

    # ------------------------------------------------------------------ palette

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        run = self.run_panel_action
        yield SystemCommand("Programs: recompile", "Recompile the edited program (ctrl+r)", partial(run, "programs", "recompile"))
        yield SystemCommand("Decode: step", "One KV-cache decode step (n)", partial(run, "decode", "step"))
        yield SystemCommand("Decode: back", "Undo one decode step (b)", partial(run, "decode", "back"))
        yield SystemCommand("Decode: reset", "Start the decode over (r)", partial(run, "decode", "reset"))
        yield SystemCommand("Decode: greedy ↔ sampled", "Toggle Gumbel-max sampling (s)", partial(run, "decode", "toggle_sampled"))
        yield SystemCommand("Train: start / pause", "The v1 training recipe: 40 epochs of SGD, lr 0.1 (t)", partial(run, "train", "start_pause"))
        yield SystemCommand("Train: save checkpoint", "Save the trained weights atomically and use them (v)", partial(run, "train", "save"))
        yield SystemCommand("Rollout: greedy", "32 greedy ids by re-forward (g)", partial(run, "rollout", "greedy"))
        yield SystemCommand("Rollout: sampled", "32 sampled ids, seed 42, T 0.8 (m)", partial(run, "rollout", "sampled"))
        yield SystemCommand("Rollout: KV cache vs re-forward", "Both rollouts side by side (k)", partial(run, "rollout", "compare"))
        yield SystemCommand("Check: run all checks", "What kina-play --check runs (r)", partial(run, "check", "run"))
        yield SystemCommand("Model: StoryLM-0 ↔ StoryLM-1", "What Decode, Train and Rollout show (M)",
                            self.action_toggle_model)
        yield SystemCommand("Load checkpoint…", "Load a checkpoint directory for Decode and Rollout", self.action_load_checkpoint)
        yield SystemCommand("Walkthrough", "The narrated tour (w)", self.action_walkthrough)
        yield SystemCommand("Save SVG screenshot", "f12", self.action_save_screenshot)
        yield SystemCommand("Kina Play help", "Keys and panels (f1)", self.action_help)

    # ------------------------------------------------------------------ notices

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = False) -> None:
        self.notices.append((severity, title, str(message)))
        if self.deterministic:
            return  # toasts come and go with wall time: not in snapshots
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)


def run_app(files: list[str] | None = None, walkthrough: bool = False, demo: bool = False) -> int:
    """Entry point for ``kina-play`` (no subcommand).  Returns the exit status."""
    from ..errors import KinaPlayError
    from ..inputs import read_text

    for f in files or []:
        try:
            read_text(f)  # a FIFO, a device, a huge or non-UTF-8 file: refused before the app starts
        except KinaPlayError as e:
            print(e.cli_message(), file=sys.stderr)
            return e.exit_code
    app = KinaPlayApp(files, walkthrough=walkthrough, demo=demo)
    result = app.run()
    if app.return_code not in (None, 0):
        return int(app.return_code)
    return int(result or 0)
