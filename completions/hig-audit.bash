#!/bin/bash

__hig-audit_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__hig-audit_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__hig-audit_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__hig-audit_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_hig-audit() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=()
    __hig-audit_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    check|budgets|dump|rules|explain|measure|init|baseline|help)
        # Offer subcommand argument completions
        "_hig-audit_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'check budgets dump rules explain measure init baseline help' -- "${cur}"))
        ;;
    esac
}

_hig-audit_check() {
    repeating_flags=()
    non_repeating_flags=(--quiet --progress --no-progress --absolute-paths --version -h --help)
    repeating_options=(--report --strings --pseudo)
    non_repeating_options=(--format --fail-on --color --config --preset --baseline --write-baseline --base-path --sarif-category --markdown-limit --widths --sizes --locales --layout-profile --metrics --tracking --jobs --max-file-size)
    __hig-audit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __hig-audit_add_completions -W 'text'$'\n''json'$'\n''sarif'$'\n''markdown'$'\n''github'$'\n''junit'$'\n''checkstyle'$'\n''gitlab'$'\n''html'$'\n''junit-strict'$'\n''xcode'
        return
        ;;
    '--report')
        __hig-audit_add_completions -W 'text='$'\n''json='$'\n''sarif='$'\n''markdown='$'\n''github='$'\n''junit='$'\n''checkstyle='$'\n''gitlab='$'\n''html='$'\n''junit-strict='$'\n''xcode='
        return
        ;;
    '--fail-on')
        __hig-audit_add_completions -W 'error'$'\n''warning'$'\n''note'$'\n''never'
        return
        ;;
    '--color')
        __hig-audit_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--config')
        __hig-audit_add_completions -o plusdirs -fX '!*.@(yml|yaml)'
        return
        ;;
    '--preset')
        __hig-audit_add_completions -W 'recommended'$'\n''strict'
        return
        ;;
    '--baseline')
        __hig-audit_add_completions -o plusdirs -fX '!*.@(json)'
        return
        ;;
    '--write-baseline')
        __hig-audit_add_completions -o plusdirs -fX '!*.@(json)'
        return
        ;;
    '--base-path')
        __hig-audit_add_completions -d
        return
        ;;
    '--sarif-category')
        return
        ;;
    '--markdown-limit')
        return
        ;;
    '--widths')
        __hig-audit_add_completions -W '320'$'\n''375'$'\n''393'$'\n''430'$'\n''320,375,393,430'
        return
        ;;
    '--sizes')
        __hig-audit_add_completions -W 'all'$'\n''xS'$'\n''S'$'\n''M'$'\n''L'$'\n''xL'$'\n''xxL'$'\n''xxxL'$'\n''AX1'$'\n''AX2'$'\n''AX3'$'\n''AX4'$'\n''AX5'$'\n''large...AX5'
        return
        ;;
    '--locales')
        return
        ;;
    '--layout-profile')
        __hig-audit_add_completions -o plusdirs -fX '!*.@(json)'
        return
        ;;
    '--metrics')
        __hig-audit_add_completions -o plusdirs -fX '!*.@(json)'
        return
        ;;
    '--tracking')
        __hig-audit_add_completions -W 'system'$'\n''none'
        return
        ;;
    '--strings')
        __hig-audit_add_completions -f
        return
        ;;
    '--pseudo')
        return
        ;;
    '--jobs')
        return
        ;;
    '--max-file-size')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __hig-audit_add_completions -f
        return
        ;;
    esac
}

_hig-audit_budgets() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=(--strings)
    non_repeating_options=(--format --xliff-size-unit --output --widths --sizes --max-file-size)
    __hig-audit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __hig-audit_add_completions -W 'json'$'\n''csv'$'\n''xliff'
        return
        ;;
    '--xliff-size-unit')
        __hig-audit_add_completions -W 'pixel'$'\n''char'
        return
        ;;
    '--output')
        __hig-audit_add_completions -f
        return
        ;;
    '--widths')
        __hig-audit_add_completions -W '320'$'\n''375'$'\n''393'$'\n''430'$'\n''320,375,393,430'
        return
        ;;
    '--sizes')
        __hig-audit_add_completions -W 'all'$'\n''xS'$'\n''S'$'\n''M'$'\n''L'$'\n''xL'$'\n''xxL'$'\n''xxxL'$'\n''AX1'$'\n''AX2'$'\n''AX3'$'\n''AX4'$'\n''AX5'$'\n''large...AX5'
        return
        ;;
    '--strings')
        __hig-audit_add_completions -f
        return
        ;;
    '--max-file-size')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __hig-audit_add_completions -f
        return
        ;;
    esac
}

_hig-audit_dump() {
    repeating_flags=()
    non_repeating_flags=(--quiet --version -h --help)
    repeating_options=()
    non_repeating_options=(--max-file-size)
    __hig-audit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--max-file-size')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __hig-audit_add_completions -f
        return
        ;;
    esac
}

_hig-audit_rules() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--format)
    __hig-audit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--format')
        __hig-audit_add_completions -W 'text'$'\n''json'
        return
        ;;
    esac
}

_hig-audit_explain() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--format)
    __hig-audit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __hig-audit_add_completions -W 'text'$'\n''json'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __hig-audit_add_completions -W 'a11y/dynamic-type'$'\n''a11y/label'$'\n''a11y/touch-target'$'\n''editing/delete-title'$'\n''editing/destructive-style'$'\n''index/grouped-style'$'\n''index/trailing-elements'$'\n''l10n/missing-plural-form'$'\n''l10n/missing-translation'$'\n''l10n/pseudo-locale'$'\n''l10n/unfinished-translation'$'\n''selection/feedback'$'\n''selection/misleading-disclosure'$'\n''suppression/unused'$'\n''table/empty-group'$'\n''table/inset-grouped-compact'$'\n''table/width'$'\n''text/fixed-size'$'\n''text/truncation'$'\n''text/wrapping'
        return
        ;;
    esac
}

_hig-audit_measure() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--input --input-format --text-style --size --point-size --weight --width --lines --line-break-mode --metrics --tracking --locale --format)
    __hig-audit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--input')
        __hig-audit_add_completions -f
        return
        ;;
    '--input-format')
        return
        ;;
    '--text-style')
        return
        ;;
    '--size')
        return
        ;;
    '--point-size')
        return
        ;;
    '--weight')
        return
        ;;
    '--width')
        return
        ;;
    '--lines')
        return
        ;;
    '--line-break-mode')
        return
        ;;
    '--metrics')
        __hig-audit_add_completions -o plusdirs -fX '!*.@(json)'
        return
        ;;
    '--tracking')
        return
        ;;
    '--locale')
        return
        ;;
    '--format')
        return
        ;;
    esac
}

_hig-audit_init() {
    repeating_flags=()
    non_repeating_flags=(--force --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __hig-audit_offer_flags_options 0
}

_hig-audit_baseline() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __hig-audit_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    compare)
        # Offer subcommand argument completions
        "_hig-audit_baseline_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'compare' -- "${cur}"))
        ;;
    esac
}

_hig-audit_baseline_compare() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--format --max-file-size)
    __hig-audit_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--format')
        __hig-audit_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--max-file-size')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __hig-audit_add_completions -o plusdirs -fX '!*.@(json)'
        return
        ;;
    2)
        __hig-audit_add_completions -o plusdirs -fX '!*.@(json)'
        return
        ;;
    esac
}

_hig-audit_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __hig-audit_offer_flags_options -1
}

complete -o filenames -F _hig-audit hig-audit
