"""The measuring tool against the Automa: a JSON line per game that a rerun keeps (a long run
resumes), the per-era study of those games, and two runs compared game by game."""

import json

from game.games.brass import tools


def run(path, *extra):
    return tools.main(["--level", "random", "--difficulty", "easy", "--games", "2", "--out", str(path), *extra])


def test_a_rerun_keeps_the_games_already_played(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    assert run(out) == 0
    first = out.read_text().splitlines()
    assert len(first) == 2
    assert run(out, "--study") == 0
    assert out.read_text().splitlines() == first  # nothing played again
    text = capsys.readouterr().out
    summaries = [line.split() for line in text.splitlines() if line.startswith("random")]
    assert [row[:3] for row in summaries] == [["random", "easy", "2"]] * 2  # both runs count both games
    assert "canal:" in text and "rail:" in text and "VP you" in text and "actions:" in text
    game = json.loads(first[0])
    assert game["level"] == "random" and game["difficulty"] == "easy" and len(game["eras"]) == 2
    era = game["eras"][0]
    assert set(era) >= {"actions", "builds", "vp_so_far", "money", "income", "mat"}
    assert sum(game["eras"][1]["vp_so_far"][0].values()) == game["human"]  # the points by source add up


def test_a_half_written_line_is_skipped_and_the_game_played_again(tmp_path):
    out = tmp_path / "games.jsonl"
    run(out)
    lines = out.read_text().splitlines()
    out.write_text(lines[0] + "\n" + lines[1][: len(lines[1]) // 2])
    assert len(tools.load(str(out))) == 1
    run(out)
    assert sorted(g["seed"] for g in tools.load(str(out))) == sorted(json.loads(x)["seed"] for x in lines)


def test_two_runs_compare_game_by_game():
    def game(seed, human, automa):
        return {
            "difficulty": "medium",
            "seed": seed,
            "human": human,
            "automa": automa,
            "reward": 1.0 if human > automa else 0.5 if human == automa else 0.0,
        }

    before = [game(1, 100, 110), game(2, 120, 100), game(3, 90, 90)]
    after = [game(1, 115, 110), game(2, 118, 100), game(4, 1, 2)]
    text = tools.compare(before, after)
    row = text.splitlines()[1].split()
    assert row[:4] == ["medium", "2", "50.0%", "100.0%"]  # seeds 1 and 2 pair; 3 and 4 do not
    assert row[4] == "+6.5" and row[-2:] == ["1", "0"]  # margins +15 and -2: mean +6.5; one won
