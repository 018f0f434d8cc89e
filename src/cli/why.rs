//! `ludus why FILE MOVE`: why a move is not legal, as a diagnostic over
//! the `.game` source (no rule makes it, a condition rejects it, or a
//! precedence rule such as `mandatory capture` or `royal` shadows it).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use ludus::explain::{Explanation, Start, why};

use super::common::StartArgs;

/// The arguments of `ludus why`.
#[derive(clap::Args)]
pub struct WhyArgs {
    pub file: PathBuf,
    /// The move that is not legal (e.g. c3-b2)
    #[arg(allow_hyphen_values = true)]
    pub r#move: String,
    #[command(flatten)]
    pub start: StartArgs,
    /// Print {"message", "labels": [{"line", "text", "label"}], "help"}
    #[arg(long)]
    pub json: bool,
}

/// Explains the move; exit 1 if it is legal or no move at all.
pub fn run(args: &WhyArgs) -> Result<ExitCode, String> {
    // A given position (text, FEN or JSON), after its --moves, as text.
    let given = if args.start.position.is_some()
        || args.start.fen.is_some()
        || args.start.position_json.is_some()
    {
        let game = super::common::load(&args.file)?;
        let m = super::common::start(&game, &args.start, 0)?;
        Some(ludus::notation::position_text(&game, &m.state))
    } else {
        None
    };
    let start = match &given {
        Some(p) => Start::Position(p),
        None => Start::Moves {
            seed: args.start.deal_seed.unwrap_or(0),
            moves: &args.start.moves,
        },
    };
    let e = why(&args.file, start, &args.r#move)?;
    if args.json {
        println!("{}", json(&e));
    } else {
        print!("{}", render(&e, std::io::stdout().is_terminal()));
    }
    Ok(ExitCode::SUCCESS)
}

/// The explanation for `play`: why the typed `text` is not legal at the
/// position `position` of the game at `file`, rendered; `None` if none
/// can be given.
pub fn for_play(file: &Path, position: &str, text: &str) -> Option<String> {
    let e = why(file, Start::Position(position), text).ok()?;
    Some(render(&e, std::io::stdout().is_terminal()))
}

/// The explanation as miette draws it: in colour on a terminal, else in
/// plain Unicode, 100 columns wide (stable for tests).
pub fn render(e: &Explanation, colour: bool) -> String {
    let theme = if colour {
        miette::GraphicalTheme::unicode()
    } else {
        miette::GraphicalTheme::unicode_nocolor()
    };
    let mut out = String::new();
    let handler = miette::GraphicalReportHandler::new_themed(theme).with_width(100);
    if handler.render_report(&mut out, e).is_err() {
        out = format!("{e}\n");
    }
    out
}

fn json(e: &Explanation) -> serde_json::Value {
    let text = e.src.inner();
    let labels: Vec<serde_json::Value> = e
        .labels
        .iter()
        .map(|l| {
            let start = l.offset();
            let line = text[..start.min(text.len())].matches('\n').count() + 1;
            serde_json::json!({
                "line": line,
                "text": text.get(start..start + l.len()).unwrap_or(""),
                "label": l.label(),
                "primary": l.primary(),
            })
        })
        .collect();
    serde_json::json!({"file": e.src.name(), "message": e.message, "labels": labels, "help": e.help})
}
