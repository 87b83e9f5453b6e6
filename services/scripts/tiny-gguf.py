#!/usr/bin/env python3
"""Writes a tiny llama-architecture GGUF model (F32, about 1 MB) to check the assistant's local-model backend
(LLM_MODEL_PATH, node-llama-cpp) end to end on a machine that cannot download a real model.

It knows no language. Its attention and feed-forward weights are zero, so each next token depends only on the
current one (a bigram table in the embedding and output matrices). After the chat template's assistant header it
calls a tool in node-llama-cpp's function-call syntax for ChatML (`||call: search_suppliers({"query": ..., "limit": null})`, which
the worker runs in the API as the user); after the tool result (which ends in a newline) it writes the scripted
reply, then <|im_end|>. The default reply names a supplier that no tool returned, so the grounding filter has
something to remove. Real use needs a real model.

    pip install gguf numpy        # gguf 0.19
    python3 services/scripts/tiny-gguf.py /tmp/tiny.gguf [--reply "text"]
"""
import argparse

import gguf
import numpy as np

DEFAULT_REPLY = "I found Shady Machining Inc in Ohio. No tool returned it, so Forge should flag that name."
CHATML = (
    "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n' }}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)
CALL = ["||call:", "search_suppliers", "(", '{"query":', '▁"CNC▁machining▁in▁Ohio"', ',▁"limit":', "▁null", "}", ")"]
# its tokenizer has few merges (about one token per character), so the tool descriptions need a long context
DIM, LAYERS, HEADS, FFN, CONTEXT = 64, 2, 4, 128, 16384


def vocabulary(reply: str):
    """SentencePiece-style vocabulary: control tokens, the 256 byte tokens, letters, then one token per reply word."""
    # "assistant\n" is matched whole in the template's special text, so the answer's first token follows it, not a newline
    tokens = ["<unk>", "<s>", "</s>", "<|im_start|>", "<|im_end|>", "assistant\n"]
    types = [gguf.TokenType.UNKNOWN] + [gguf.TokenType.CONTROL] * 4 + [gguf.TokenType.USER_DEFINED]
    tokens += [f"<0x{b:02X}>" for b in range(256)]
    types += [gguf.TokenType.BYTE] * 256
    for word in ["▁", "assistant", "user", "system", "▁assistant"] + list("abcdefghijklmnopqrstuvwxyz"):
        tokens.append(word)
        types.append(gguf.TokenType.NORMAL)
    call = []
    for piece in CALL:
        call.append(len(tokens))
        tokens.append(piece)
        types.append(gguf.TokenType.NORMAL)
    script = []
    for i, word in enumerate(reply.split(" ")):
        piece = ("▁" if i else "") + word
        # llama.cpp refuses a vocabulary with a token twice, and a bigram table gives each token one successor
        if piece in tokens:
            raise SystemExit(f"the reply must not repeat a word (or use a built-in token): {word!r}")
        script.append(len(tokens))
        tokens.append(piece)
        types.append(gguf.TokenType.NORMAL)
    return tokens, types, call, script


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("path")
    parser.add_argument("--reply", default=DEFAULT_REPLY)
    args = parser.parse_args()
    tokens, types, call, script = vocabulary(args.reply)
    vocab = len(tokens)
    rng = np.random.default_rng(18)

    # embedding row t is a random direction; output row n points along the direction of the token it follows
    embed = rng.standard_normal((vocab, DIM)).astype(np.float32)
    output = np.zeros((vocab, DIM), dtype=np.float32)
    header, newline = tokens.index("assistant\n"), tokens.index("<0x0A>")
    for chain in ([header] + call, [newline] + script + [tokens.index("<|im_end|>")]):
        for current, following in zip(chain, chain[1:]):
            output[following] = 8 * embed[current] / np.linalg.norm(embed[current])

    w = gguf.GGUFWriter(args.path, "llama")
    w.add_name("forge-tiny-check")
    w.add_context_length(CONTEXT)
    w.add_embedding_length(DIM)
    w.add_block_count(LAYERS)
    w.add_feed_forward_length(FFN)
    w.add_head_count(HEADS)
    w.add_head_count_kv(HEADS)
    w.add_rope_dimension_count(DIM // HEADS)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_file_type(gguf.LlamaFileType.ALL_F32)
    w.add_tokenizer_model("llama")
    w.add_token_list(tokens)
    w.add_token_scores([0.0] * 262 + [-float(i) for i in range(vocab - 262)])
    w.add_token_types(types)
    w.add_unk_token_id(0)
    w.add_bos_token_id(1)
    w.add_eos_token_id(tokens.index("<|im_end|>"))
    w.add_add_bos_token(False)
    w.add_chat_template(CHATML)

    w.add_tensor("token_embd.weight", embed)
    w.add_tensor("output_norm.weight", np.ones(DIM, dtype=np.float32))
    w.add_tensor("output.weight", output)
    zeros = lambda *shape: np.zeros(shape, dtype=np.float32)
    for i in range(LAYERS):
        w.add_tensor(f"blk.{i}.attn_norm.weight", np.ones(DIM, dtype=np.float32))
        for name in ("attn_q", "attn_k", "attn_v", "attn_output"):
            w.add_tensor(f"blk.{i}.{name}.weight", zeros(DIM, DIM))
        w.add_tensor(f"blk.{i}.ffn_norm.weight", np.ones(DIM, dtype=np.float32))
        w.add_tensor(f"blk.{i}.ffn_gate.weight", zeros(FFN, DIM))
        w.add_tensor(f"blk.{i}.ffn_up.weight", zeros(FFN, DIM))
        w.add_tensor(f"blk.{i}.ffn_down.weight", zeros(DIM, FFN))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    print(f"{args.path}: {vocab} tokens, {LAYERS} layers, {DIM} dims; a tool call, then a scripted reply of {len(script)} tokens")


if __name__ == "__main__":
    main()
