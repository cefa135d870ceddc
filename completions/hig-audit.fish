function __hig-audit_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __hig-audit_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __hig-audit_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __hig-audit_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __hig-audit_parse_tokens -S
    set -l unparsed_tokens (__hig-audit_tokens -pc)
    switch $unparsed_tokens[1]
    case 'hig-audit'
        __hig-audit_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'check'
            __hig-audit_parse_subcommand -r 1 'format=' 'report=+' 'fail-on=' 'quiet' 'color=' 'progress' 'no-progress' 'config=' 'preset=' 'baseline=' 'write-baseline=' 'base-path=' 'absolute-paths' 'sarif-category=' 'markdown-limit=' 'widths=' 'sizes=' 'locales=' 'layout-profile=' 'metrics=' 'tracking=' 'strings=+' 'pseudo=+' 'jobs=' 'max-file-size=' 'version' 'h/help'
        case 'budgets'
            __hig-audit_parse_subcommand -r 1 'format=' 'xliff-size-unit=' 'output=' 'widths=' 'sizes=' 'strings=+' 'max-file-size=' 'version' 'h/help'
        case 'dump'
            __hig-audit_parse_subcommand -r 1 'max-file-size=' 'quiet' 'version' 'h/help'
        case 'rules'
            __hig-audit_parse_subcommand 0 'format=' 'version' 'h/help'
        case 'explain'
            __hig-audit_parse_subcommand 1 'format=' 'version' 'h/help'
        case 'measure'
            __hig-audit_parse_subcommand -r 1 'input=' 'input-format=' 'text-style=' 'size=' 'point-size=' 'weight=' 'width=' 'lines=' 'line-break-mode=' 'metrics=' 'tracking=' 'locale=' 'format=' 'version' 'h/help'
        case 'init'
            __hig-audit_parse_subcommand 0 'force' 'version' 'h/help'
        case 'baseline'
            __hig-audit_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'compare'
                __hig-audit_parse_subcommand 2 'format=' 'max-file-size=' 'version' 'h/help'
            end
        case 'help'
            __hig-audit_parse_subcommand -r 1 'version'
        end
    end
end

function __hig-audit_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __hig-audit_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __hig-audit_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __hig-audit_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__hig-audit_tokens -p)
    if test -z "$(__hig-audit_tokens -t)"
        set -l index (count (__hig-audit_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'hig-audit' -f
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit" version' -l 'version' -d 'Show the version.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit" -eq 1' -fa 'check' -d 'Audits table dumps and reports findings.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit" -eq 1' -fa 'budgets' -d 'Says how much room every localizable text has: width in points, font, lines, and whether today\'s translations fit.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit" -eq 1' -fa 'dump' -d 'Prints what hig-audit reads from storyboards, xibs and dumps as one format-v1 dump.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit" -eq 1' -fa 'rules' -d 'Lists every rule with its default severity and what it wants.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit" -eq 1' -fa 'explain' -d 'Prints a rule\'s documentation: the guideline, what it checks, options and examples.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit" -eq 1' -fa 'measure' -d 'Measures text and predicts how a UILabel shows it (width, lines, truncation).'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit" -eq 1' -fa 'init' -d 'Writes a commented starting .hig-audit.yml in the current directory.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit" -eq 1' -fa 'baseline' -d 'Works with baseline files (check --write-baseline writes them).'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit check" -ge 1' -F
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" format' -l 'format' -d 'Terminal output: text, json, sarif, markdown, github, junit, checkstyle, gitlab, html, junit-strict, xcode. Default: github when GITHUB_ACTIONS=true, else text.' -rfka 'text json sarif markdown github junit checkstyle gitlab html junit-strict xcode'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check"' -l 'report' -d 'Also write a report, as FORMAT=PATH (repeatable; PATH - is standard output).' -rfka 'text= json= sarif= markdown= github= junit= checkstyle= gitlab= html= junit-strict= xcode='
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" fail-on' -l 'fail-on' -d 'Lowest severity that makes the run fail (exit 1): error, warning, note or never. Default: warning.' -rfka 'error warning note never'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" quiet' -l 'quiet' -d 'Print findings only, without the summary line or progress.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" color' -l 'color' -d 'Colour in the text report: auto (when standard output is a terminal; a non-empty NO_COLOR or TERM=dumb turns it off, FORCE_COLOR or CLICOLOR_FORCE on), always or never.' -rfka 'auto always never'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" progress' -l 'progress' -d 'Show progress on standard error (rows and sections checked, rate, time left) on runs over a second. Default: when standard error is a terminal, outside CI (CI set) and without --quiet.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" no-progress' -l 'no-progress' -d 'Show progress on standard error (rows and sections checked, rate, time left) on runs over a second. Default: when standard error is a terminal, outside CI (CI set) and without --quiet.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" config' -l 'config' -d 'Configuration file to use instead of the nearest .hig-audit.yml.' -rfa '(set -l exts \'yml\' \'yaml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" preset' -l 'preset' -d 'Rule preset: recommended or strict.' -rfka 'recommended strict'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" baseline' -l 'baseline' -d 'Report only findings that are not in this baseline file.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" write-baseline' -l 'write-baseline' -d 'Record the current findings in this baseline file.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" base-path' -l 'base-path' -d 'Directory report paths are relative to (SARIF, Markdown, annotations). Default: the working directory.' -rfa '(__hig-audit_complete_directories)'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" absolute-paths' -l 'absolute-paths' -d 'Print every finding\'s file as an absolute path, so Xcode\'s issue navigator opens it from a Run Script phase (docs/xcode.md).'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" sarif-category' -l 'sarif-category' -d 'SARIF automationDetails.id, to tell several uploads apart in code scanning.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" markdown-limit' -l 'markdown-limit' -d 'Largest Markdown report in bytes (65536 for a PR comment; default 1048576, a job summary\'s cap).' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" widths' -l 'widths' -d 'Table widths in points to lay every screen out at, e.g. 320,375,393,430. Default: each screen\'s own width.' -rfka '320 375 393 430 320,375,393,430'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" sizes' -l 'sizes' -d 'Content size categories text/truncation checks: all, a list (large,AX2) or a range (large...AX5). Default: each screen\'s own.' -rfka 'all xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5 large...AX5'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" locales' -l 'locales' -d 'Locales to evaluate: all, or a list such as de,fi,ja. Default: the development language and every translation.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" layout-profile' -l 'layout-profile' -d 'Layout constants: ios18 or ios26 (default ios18), or a JSON profile file that overrides some of them (docs/layout-model.md).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" metrics' -l 'metrics' -d 'Font metrics file made by scripts/metrics/generate.py. Default: the embedded SF Pro approximation.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" tracking' -l 'tracking' -d 'SF Pro\'s size-specific tracking, as UIKit applies it (system), or none.' -rfka 'system none'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check"' -l 'strings' -d 'Translations to check: a String Catalog (.xcstrings), a <locale>.lproj/<Table>.strings or .stringsdict, an XLIFF file (.xliff) or Xcode localization catalog (.xcloc), or a directory searched for them (repeatable). A broken file is an input error (exit 2), listed with its position.' -rF
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check"' -l 'pseudo' -d 'Also check a pseudolanguage made from the development-language text: accented, double-length, bounded, rtl or expand=FACTOR (e.g. expand=1.4). Repeatable.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" jobs' -l 'jobs' -d 'Threads the audit runs on; a big screen is shared among them. Default: all cores. Output is the same for any value.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" max-file-size' -l 'max-file-size' -d 'Largest file to read, in MiB: each dump, the configuration, the baseline and each translation file.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" version' -l 'version' -d 'Show the version.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit check" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit budgets" -ge 1' -F
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit budgets" format' -l 'format' -d 'json, csv or xliff.' -rfka 'json csv xliff'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit budgets" xliff-size-unit' -l 'xliff-size-unit' -d '--format xliff: pixel (maxwidth in points with font, for Weblate\'s size check) or char (a character limit, for Crowdin, Lokalise and Weblate\'s length check).' -rfka 'pixel char'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit budgets" output' -l 'output' -d 'Write here instead of standard output (never one of the inputs).' -rF
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit budgets" widths' -l 'widths' -d 'Table widths in points to lay every screen out at, e.g. 320,375,393,430. Default: each screen\'s own width.' -rfka '320 375 393 430 320,375,393,430'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit budgets" sizes' -l 'sizes' -d 'Content size categories: all, a list (large,AX2) or a range (large...AX5). Default: each screen\'s own.' -rfka 'all xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5 large...AX5'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit budgets"' -l 'strings' -d 'Translations: .xcstrings, .strings/.stringsdict in <locale>.lproj, .xliff, .xcloc, or a directory of them (repeatable).' -rF
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit budgets" max-file-size' -l 'max-file-size' -d 'Largest file to read, in MiB.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit budgets" version' -l 'version' -d 'Show the version.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit budgets" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit dump" -ge 1' -F
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit dump" max-file-size' -l 'max-file-size' -d 'Largest file to read, in MiB.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit dump" quiet' -l 'quiet' -d 'Do not print notes on standard error.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit dump" version' -l 'version' -d 'Show the version.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit dump" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit rules" format' -l 'format' -d 'Output: text or json.' -rfka 'text json'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit rules" version' -l 'version' -d 'Show the version.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit rules" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit explain" -eq 1' -fka 'a11y/dynamic-type a11y/label a11y/touch-target editing/delete-title editing/destructive-style index/grouped-style index/trailing-elements l10n/missing-plural-form l10n/missing-translation l10n/pseudo-locale l10n/unfinished-translation selection/feedback selection/misleading-disclosure suppression/unused table/empty-group table/inset-grouped-compact table/width text/fixed-size text/truncation text/wrapping'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit explain" format' -l 'format' -d 'Output: text (the rule\'s Markdown page) or json (its metadata and that page).' -rfka 'text json'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit explain" version' -l 'version' -d 'Show the version.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit explain" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" input' -l 'input' -d 'Read strings from this file, one per line; - for standard input.' -rF
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" input-format' -l 'input-format' -d 'Input lines are plain text or JSON objects with "text" and optional "locale": text, json, auto.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" text-style' -l 'text-style' -d 'Dynamic Type text style (body, headline, footnote, caption1, …).' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" size' -l 'size' -d 'Content size category: extraSmall … accessibilityExtraExtraExtraLarge, or xS … xxxL, AX1 … AX5.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" point-size' -l 'point-size' -d 'An explicit point size instead of the text style\'s.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" weight' -l 'weight' -d 'Font weight (regular, semibold, bold, …); default: the text style\'s.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" width' -l 'width' -d 'Available width in points; omitted: unconstrained (only the width is of interest).' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" lines' -l 'lines' -d 'numberOfLines: 1, N, or 0 for unlimited.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" line-break-mode' -l 'line-break-mode' -d 'byTruncatingTail, byTruncatingHead, byTruncatingMiddle, byClipping, byWordWrapping, byCharWrapping.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" metrics' -l 'metrics' -d 'A metrics file made by scripts/metrics/generate.py (default: the embedded SF approximation).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" tracking' -l 'tracking' -d 'system (SF\'s size-specific tracking, as UIKit applies it) or none.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" locale' -l 'locale' -d 'Locale for line breaking when an input line gives none (BCP 47, e.g. de, ja, ko).' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" format' -l 'format' -d 'Output: text or json (JSON lines).' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" version' -l 'version' -d 'Show the version.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit measure" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit init" force' -l 'force' -d 'Overwrite an existing .hig-audit.yml.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit init" version' -l 'version' -d 'Show the version.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit init" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit baseline" version' -l 'version' -d 'Show the version.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit baseline" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit baseline" -eq 1' -fa 'compare' -d 'Lists the findings fixed and added between two baselines.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit baseline compare" -eq 1' -fa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_positional "hig-audit baseline compare" -eq 2' -fa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit baseline compare" format' -l 'format' -d 'Output: text or json.' -rfka 'text json'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit baseline compare" max-file-size' -l 'max-file-size' -d 'Largest baseline to read, in MiB.' -rfka ''
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit baseline compare" version' -l 'version' -d 'Show the version.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit baseline compare" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hig-audit' -n '__hig-audit_should_offer_completions_for_flags_or_options "hig-audit help" version' -l 'version' -d 'Show the version.'
